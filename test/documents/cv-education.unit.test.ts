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
});
