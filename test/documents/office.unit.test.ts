// Lines of word-processed documents from officeparser's tree, shaped as officeparser gives a web page's
// (list items holding paragraphs, badges as text nodes side by side), and the CV parser reading them.
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { type OfficeNode, officeLines } from '../../src/documents/reading/office.ts';

const text = (t: string): OfficeNode => ({ type: 'text', text: t });
const paragraph = (...children: OfficeNode[]): OfficeNode => ({ type: 'paragraph', children });
const heading = (t: string, level: number): OfficeNode => ({
  type: 'heading',
  metadata: { level },
  children: [text(t)],
});
/** `<li><p>…</p></li>`, as officeparser reads a web page's list item. */
const item = (t: string): OfficeNode => ({ type: 'list', children: [paragraph(text(t))] });
/** `<span>a</span> <span>b</span> …`: one text node per element, a space node between. */
const badges = (...items: string[]) =>
  paragraph(...items.flatMap((t, i) => (i ? [text(' '), text(t)] : [text(t)])));

const page: OfficeNode[] = [
  heading('Ada Lovelace', 1),
  paragraph(text('ada@example.test')),
  heading('Work Experience(2)', 2),
  paragraph(text('Sept 2021 - Current')),
  paragraph(text('Backend engineer')),
  paragraph(text('Acme')),
  item('Built the billing service'),
  item('Moved the team to TypeScript'),
  paragraph(text('Jan 2018 - Aug 2021')),
  paragraph(text('Junior developer')),
  paragraph(text('Initech')),
  item('Wrote the reporting jobs'),
  heading('Skills(1)', 2),
  heading('Backend', 3),
  badges('Node', 'PostgreSQL', 'Python', 'Docker'),
  heading('Languages(2)', 2),
  item('EnglishFluent'),
  item('Deutschmaster'),
];

describe('hyperlinks', () => {
  it('keeps the address a name links to without showing it, and the parser finds the profile there', () => {
    const link = (t: string, href: string): OfficeNode => ({
      type: 'text',
      text: t,
      metadata: { link: href },
    });
    const lines = officeLines({
      content: [
        heading('Adam Moon', 1),
        paragraph(text('adam@example.test')),
        paragraph(link('adamjmoon', 'http://github.com/adamjmoon')),
        // A link that shows its own address, and one inside the document, add nothing.
        paragraph(link('https://amoon.space', 'https://amoon.space'), text(' '), link('Top', '#resume')),
        heading('Summary', 2),
        paragraph(text('Full stack developer.')),
      ],
    });
    expect(lines.find((l) => l.text === 'adamjmoon')?.links).toEqual(['http://github.com/adamjmoon']);
    expect(lines.filter((l) => l.links).length).toBe(1);
    expect(parseCv(lines).resume.basics.profiles).toEqual([
      { network: 'GitHub', username: 'adamjmoon', url: 'http://github.com/adamjmoon' },
    ]);
  });
});

describe('a web page read through officeparser', () => {
  const lines = officeLines({ content: page });

  it('marks a list item that holds a paragraph as a bullet, and sets badges apart by tabs', () => {
    const built = lines.find((l) => l.text === 'Built the billing service');
    expect(built?.bullet).toBe(true);
    expect(lines.find((l) => l.text.startsWith('Node'))?.text).toBe('Node\tPostgreSQL\tPython\tDocker');
    // Two words side by side are a phrase, not badges.
    expect(officeLines({ content: [badges('Senior', 'engineer')] })[0]?.text).toBe('Senior engineer');
  });

  it('reads it as a CV: counted section titles, jobs under their dates, badges and glued levels', () => {
    const { resume } = parseCv(lines);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Backend engineer', 'Acme', '2021-09'],
      ['Junior developer', 'Initech', '2018-01'],
    ]);
    expect(resume.skills.flatMap((s) => [s.name, ...(s.keywords ?? [])])).toEqual(
      expect.arrayContaining(['Node', 'PostgreSQL', 'Python', 'Docker']),
    );
    expect(resume.languages.map((l) => [l.language, l.fluency])).toEqual([
      ['English', 'Fluent'],
      ['Deutsch', 'master'],
    ]);
  });
});
