// What the occupation search takes out of a job board's title before looking for the occupation.
import { describe, expect, it } from 'vitest';
import { readJobTitle } from '../../src/graph/job-titles.ts';

const cleanJobTitle = (title: string) => readJobTitle(title).occupation;

describe('cleanJobTitle', () => {
  it('takes out gender markers, contract words and advertising', () => {
    expect(cleanJobTitle('Java Developer (m/w/d)')).toBe('Java Developer');
    expect(cleanJobTitle('Vendeur H/F')).toBe('Vendeur');
    expect(cleanJobTitle('Développeur Web (H/F) - CDI')).toBe('Développeur Web');
    expect(cleanJobTitle('Data Scientist (Remote)')).toBe('Data Scientist');
    expect(cleanJobTitle('Production Clerk (Male Only)')).toBe('Production Clerk');
    expect(cleanJobTitle('Waiter, part time')).toBe('Waiter');
    expect(cleanJobTitle('URGENT! Hiring: Waiter')).toBe('Waiter');
    expect(cleanJobTitle('Vacancy for Shop Assistant')).toBe('Shop Assistant');
  });

  it('takes out seniority and training status, and reads "cum" as two roles', () => {
    expect(cleanJobTitle('Senior / Junior Car Mechanic')).toBe('Car Mechanic');
    expect(cleanJobTitle('Marketing Intern (Social Media)')).toBe('Marketing (Social Media)');
    expect(cleanJobTitle('MERN STACK SENIOR DEVELOPER')).toBe('MERN STACK DEVELOPER');
    expect(cleanJobTitle('Machine Operator cum Driver')).toBe('Machine Operator / Driver');
  });

  it('keeps words that belong to the occupation, and the title when nothing else would remain', () => {
    expect(cleanJobTitle('Stage manager')).toBe('Stage manager');
    expect(cleanJobTitle('Contract Manager')).toBe('Contract Manager');
    expect(cleanJobTitle('Part time waiter')).toBe('Part time waiter');
    expect(cleanJobTitle('Graphic Designer (Self Own Brand)')).toBe('Graphic Designer (Self Own Brand)');
    expect(cleanJobTitle('Document cumulation clerk')).toBe('Document cumulation clerk');
    expect(cleanJobTitle('Senior')).toBe('Senior');
    expect(readJobTitle('  (Full time)  ').title).toBe('(Full time)');
  });

  it("keeps seniority in the title's words, which a label may hold, and takes it out of its meaning", () => {
    expect(readJobTitle('Senior Account Manager (m/f/d)')).toEqual({
      title: 'Senior Account Manager',
      occupation: 'Account Manager',
    });
    // A lone word left says too little: the title keeps its seniority word then.
    expect(readJobTitle('Office junior')).toEqual({ title: 'Office junior', occupation: 'Office junior' });
    expect(readJobTitle('Intern (Marketing)').occupation).toBe('Intern (Marketing)');
    expect(readJobTitle('IT Executive (Senior)')).toEqual({
      title: 'IT Executive',
      occupation: 'IT Executive',
    });
  });
});
