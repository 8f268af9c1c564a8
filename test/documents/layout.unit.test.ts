// Reading order from positioned fragments: columns are read one after the other, full-width lines stay
// in place, a left column of dates is a table, not a sidebar; headings, bullets and line fill are marked.
import { describe, expect, it } from 'vitest';
import { type Fragment, readingOrder } from '../../src/documents/reading/layout.ts';

const at = (text: string, x: number, y: number, size = 10): Fragment => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
});

describe('readingOrder', () => {
  it('reads a sidebar page column by column under a full-width header', () => {
    const fragments = [
      at('Jane Doe Curriculum Vitae Full Width Header Line', 40, 30, 20),
      ...['Contact', 'jane@example.com', 'Skills', 'Python', 'SQL'].map((t, i) => at(t, 40, 80 + i * 14)),
      ...['Experience', 'Data Engineer at Acme', 'Built pipelines', 'Education', 'MSc Computer Science'].map(
        (t, i) => at(t, 300, 80 + i * 14),
      ),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    expect(lines).toEqual([
      'Jane Doe Curriculum Vitae Full Width Header Line',
      'Contact',
      'jane@example.com',
      'Skills',
      'Python',
      'SQL',
      'Experience',
      'Data Engineer at Acme',
      'Built pipelines',
      'Education',
      'MSc Computer Science',
    ]);
  });

  it('keeps rows of a dates table together', () => {
    const fragments = ['2019 - 2021', '2016 - 2019', '2014 - 2016'].flatMap((date, i) => [
      at(date, 40, 80 + i * 14),
      at(`Position number ${i} at a company with a long name`, 200, 80 + i * 14),
    ]);
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    // Row by row, each date before its position, not all the dates first.
    expect(lines).toEqual([
      '2019 - 2021',
      'Position number 0 at a company with a long name',
      '2016 - 2019',
      'Position number 1 at a company with a long name',
      '2014 - 2016',
      'Position number 2 at a company with a long name',
    ]);
  });

  it('reads a section title set in a left margin, centred beside its block, before the block', () => {
    // Two blocks of body text with a wide gap between them; each title sits at the height of its
    // block's middle line, left of the body's edge.
    const body = (lines: string[], top: number) => lines.map((t, i) => at(t, 200, top + i * 14));
    const fragments = [
      ...body(['Email jane@example.com and more words', 'Phone +33 6 12 34 56 78 and more words'], 80),
      at('CONTACT', 40, 87, 12),
      ...body(
        [
          'Data engineer at Acme, building pipelines',
          'Loaded ten sources into the warehouse daily',
          'Cut the nightly batch from five hours to one',
          'Mentored two junior engineers on the team',
          'Moved the jobs to a new scheduler in a month',
        ],
        160,
      ),
      at('EXPERIENCE', 40, 188, 12),
      at('2019 - 2021', 40, 202, 8),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    expect(lines).toEqual([
      'CONTACT',
      'Email jane@example.com and more words',
      'Phone +33 6 12 34 56 78 and more words',
      'EXPERIENCE',
      '2019 - 2021',
      'Data engineer at Acme, building pipelines',
      'Loaded ten sources into the warehouse daily',
      'Cut the nightly batch from five hours to one',
      'Mentored two junior engineers on the team',
      'Moved the jobs to a new scheduler in a month',
    ]);
  });

  it('marks headings, bullets and paragraph breaks, and joins words set as separate runs', () => {
    const lines = readingOrder([
      {
        width: 600,
        height: 800,
        fragments: [
          at('EXPERIENCE', 40, 40, 14),
          at('• Built', 40, 70),
          at('pipelines', 80, 70),
          at('Next', 40, 84),
        ],
      },
    ]);
    expect(lines[0]).toMatchObject({ text: 'EXPERIENCE', heading: true });
    expect(lines[1]).toMatchObject({ text: 'Built pipelines', bullet: true, breakBefore: true });
    expect(lines[2]).toMatchObject({ text: 'Next', breakBefore: false });
  });
});
