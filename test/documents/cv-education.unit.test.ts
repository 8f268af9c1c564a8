// Education entries laid out as themes and Word files lay them out: the school as a heading, what was
// taken and its field on lines of their own under it (the shapes of the outside corpus's kendall pages).
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import type { DocumentLine } from '../../src/documents/reading/layout.ts';
import { documentLine, headingLine } from './document-lines.ts';

const line = documentLine;
const heading = headingLine;

const education = (lines: DocumentLine[]) =>
  parseCv([heading('Jo Doe', 2), line('jo@example.test'), heading('Education', 1.5), ...lines]).resume
    .education;

describe('a school set as a heading, its degree and field under it', () => {
  it('joins a name broken at its hyphen onto the next heading line, and reads the field under the degree', () => {
    const found = education([
      heading('Present Ludwig-Maximilians-', 1.2, { fill: 0.93 }),
      line('Universität', { heading: true, scale: 1.2, fill: 0.6 }),
      line('B.Sc.'),
      line('Medieninformatik', { breakBefore: true }),
      line('Grade: 1.6', { breakBefore: true }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Ludwig-Maximilians-Universität', 'B.Sc.', 'Medieninformatik'],
    ]);
  });

  it('reads the field under its degree when a Word file sets both as items of one list', () => {
    const item = (text: string) => line(text, { bullet: true, fill: 0 });
    const found = education([
      item('Present'),
      heading('Hochschule München', 1.14, { fill: 0 }),
      item('B.A.'),
      item('Kommunikationsdesign'),
      item('Grade: 1.5'),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Hochschule München', 'B.A.', 'Kommunikationsdesign'],
    ]);
  });

  it('reads the two lines under the school as what was taken and its field, in words no table knows', () => {
    const found = education([
      line('2013 - 2014', { breakBefore: true }),
      heading('Centro de Estudios Almi', 1.2),
      line('https://almi.eus', { breakBefore: true }),
      line('Training Course about Corporative Web Projects Development'),
      line('Tecnologías de la Información'),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      [
        'Centro de Estudios Almi',
        'Training Course about Corporative Web Projects Development',
        'Tecnologías de la Información',
      ],
    ]);
  });

  it('leaves two courses listed under a label to the courses', () => {
    const found = education([
      line('2013 - 2014', { breakBefore: true }),
      heading('Centro de Estudios Almi', 1.2),
      line('Courses', { breakBefore: true }),
      line('Algorithms', { breakBefore: true }),
      line('Databases'),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area, e.courses])).toEqual([
      ['Centro de Estudios Almi', undefined, undefined, ['Algorithms', 'Databases']],
    ]);
  });

  it("joins a school's name cut after a word that cannot end it, where a scan breaks the paragraph", () => {
    const found = education([
      heading('2013\tOfG / Online-Schule für', 1.21, { fill: 0.85 }),
      line('2014\tGestaltung', { breakBefore: true, scale: 1.16, fill: 0.53 }),
      line('Remote'),
      line('Grafikdesign'),
    ]);
    expect(found.map((e) => [e.institution, e.startDate, e.endDate])).toEqual([
      ['OfG / Online-Schule für Gestaltung', '2013', '2014'],
    ]);
  });

  it('reads what was taken in words no table knows, its field and grade under it, above a labelled list', () => {
    const found = education([
      line('2017 2018', { bullet: true, fill: 0 }),
      heading('Learners Guild', 1.2, { fill: 0 }),
      line('apprenticeship', { breakBefore: true, fill: 0 }),
      line('software development', { fill: 0 }),
      line('Grade: N/A', { fill: 0 }),
      line('Courses', { fill: 0 }),
      line('Foundations', { bullet: true, fill: 0 }),
      line('Practice', { bullet: true, fill: 0 }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual([
      ['Learners Guild', 'apprenticeship', 'software development', '2017', '2018'],
    ]);
  });

  it('keeps a degree line whole when the field stands on the line under it', () => {
    const found = education([
      line('1960 1964', { bullet: true, fill: 0 }),
      heading('Harvard University', 1.2, { fill: 0 }),
      line('B.A., cum laude', { breakBefore: true, fill: 0 }),
      line('Government', { fill: 0 }),
      line('Grade: unknown', { fill: 0 }),
      line('1966 1971', { bullet: true, fill: 0 }),
      heading('The University of Chicago', 1.2, { fill: 0 }),
      line('M.A. and Ph.D.', { breakBefore: true, fill: 0 }),
      line('Political science', { fill: 0 }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Harvard University', 'B.A., cum laude', 'Government'],
      ['The University of Chicago', 'M.A. and Ph.D.', 'Political science'],
    ]);
  });

  it("reads a school without a school's word, the degree on a line of its own and the field under it", () => {
    const found = education([
      line('2009 2013', { bullet: true, fill: 0 }),
      heading('Virginia Tech', 1.2, { fill: 0 }),
      line('Bachelor of Science', { breakBefore: true, fill: 0 }),
      line('Computer Engineering', { fill: 0 }),
      line('Grade: 3.49', { fill: 0 }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area, e.score])).toEqual([
      ['Virginia Tech', 'Bachelor of Science', 'Computer Engineering', '3.49'],
    ]);
  });

  it('reads a year over "Present" as an ongoing range, and a field alone under the school', () => {
    const found = education([
      line('2019 Present', { bullet: true, fill: 0 }),
      heading('Hult Ashridge', 1.2, { fill: 0 }),
      line('https://www.hult.edu/', { breakBefore: true, fill: 0 }),
      line('Executive Leadership', { fill: 0 }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual([
      ['Hult Ashridge', undefined, 'Executive Leadership', '2019', undefined],
    ]);
  });

  it("passes over a web address's wrapped end to the degree and field under it", () => {
    const found = education([
      line('2006 - 2008', { breakBefore: true }),
      heading('Havering Sixth Form College', 1.2, { fill: 0.83 }),
      line('https://www.ncclondon.ac.uk/havering-sixth-', { fill: 1 }),
      line('form-campus/', { fill: 0.43 }),
      line('A Levels', { breakBefore: true, fill: 0.4 }),
      line('Mathematics, Physics, Biology', { breakBefore: true, fill: 0.72 }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Havering Sixth Form College', 'A Levels', 'Mathematics, Physics, Biology'],
    ]);
  });

  it('does not take the school under a "field, degree" title for its field', () => {
    const found = education([
      line('Management, Bachelor', { breakBefore: true, heading: true, scale: 1.2 }),
      line('2018\t—\t2019'),
      line('Handelshøyskolen BI', { breakBefore: true }),
      line('Prosjektledelse 1\tProsjektledelse 2', { breakBefore: true }),
    ]);
    expect(found.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Handelshøyskolen BI', 'Bachelor', 'Management'],
    ]);
  });

  it('reads the school from the line carrying the grade under a "field, what was taken" title', () => {
    const found = education([
      line('software development, apprenticeship', { breakBefore: true }),
      line('2017\t—\t2018', { breakBefore: true, scale: 0.85 }),
      line('10 months', { scale: 0.85 }),
      line('Learners Guild, GPA: N/A', { breakBefore: true }),
      line('Foundations\tPractice\tApprenticeship', { breakBefore: true }),
    ]);
    expect(found.map((e) => [e.institution, e.score])).toEqual([['Learners Guild', 'N/A']]);
  });

  it("reads the school under a title naming none where the section's other entries set it there", () => {
    const found = education([
      line('Management, Bachelor', { breakBefore: true }),
      line('2018\t—\t2019', { breakBefore: true, scale: 0.85 }),
      line('Handelshøyskolen BI', { breakBefore: true }),
      line('Computer Science, Linje for administrativ databehandling', { breakBefore: true }),
      line('1992\t—\t1994', { breakBefore: true, scale: 0.85 }),
      line('NHI, Norges Høyskole for Informasjonsteknologi', { breakBefore: true }),
    ]);
    expect(found.map((e) => e.institution)).toEqual([
      'Handelshøyskolen BI',
      'NHI, Norges Høyskole for Informasjonsteknologi',
    ]);
  });
  it('joins a "field, what was taken" title wrapped onto a short line, and reads the school under the dates', () => {
    const found = education([
      line('Tecnologías de la Información, Training Course about Corporative Web Projects', {
        breakBefore: true,
        fill: 0.99,
      }),
      line('Development', { fill: 0.16 }),
      line('2013\t—\t2014', { breakBefore: true, scale: 0.85 }),
      line('7 months', { scale: 0.85 }),
      line('Centro de Estudios Almi', { breakBefore: true }),
      line('Tecnologías de la Información, Ciclo Formativo de Grado Superior', {
        breakBefore: true,
        fill: 0.8,
      }),
      line('2012\t—\t2014', { breakBefore: true, scale: 0.85 }),
      line('2 years', { scale: 0.85 }),
      line('Centro de Estudios Almi', { breakBefore: true }),
    ]);
    // The wrapped end is no school: the school is the line under the dates, as in the next entry.
    expect(found.map((e) => e.institution)).toEqual(['Centro de Estudios Almi', 'Centro de Estudios Almi']);
  });
});
