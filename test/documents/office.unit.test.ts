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

describe('lines that repeat', () => {
  it("drops a header's repeats, never the body's own lines said twice (a university worked for, then studied at)", () => {
    const contact = paragraph(text('Ada Lovelace · ada@example.test · +44 20 7946 0000'));
    // An empty paragraph sets the next line apart, as word processors leave space.
    const space = paragraph(text(''));
    const lines = officeLines({
      content: [
        heading('Work', 2),
        space,
        paragraph(text('University College London')),
        paragraph(text('Transition Mentor')),
        heading('Education', 2),
        space,
        paragraph(text('University College London')),
        paragraph(text('MSci Physics')),
      ],
      // The header of the first page and of the others.
      auxiliary: { headers: [contact, space, contact] },
    });
    expect(lines.filter((l) => l.text === 'University College London').length).toBe(2);
    expect(lines.filter((l) => l.text === 'Ada Lovelace · ada@example.test · +44 20 7946 0000').length).toBe(
      1,
    );
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
    // A badge may name a stack of tools.
    const stacks = [
      'Node.js / Eleventy / Metalsmith / Static Generation',
      'Java / Spring (MVC, Boot)',
      'PHP',
    ];
    expect(officeLines({ content: [badges(...stacks)] })[0]?.text).toBe(stacks.join('\t'));
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

describe('a Word file whose titles are set by weight and size alone', () => {
  const run = (t: string, size: string, bold = false): OfficeNode => ({
    type: 'text',
    text: t,
    formatting: { size, ...(bold ? { bold } : {}) },
  });
  const body = (t: string) => paragraph(run(t, '10.5pt'));
  const title = (t: string) => paragraph(run(t, '12pt', true));
  const lines = officeLines({
    content: [
      heading('Ada Lovelace', 1),
      body('ada@example.test'),
      heading('Work Experience', 2),
      title('Analytical Engines Ltd'),
      title('London, UK'),
      body('September 2021 – Present'),
      title('Backend engineer'),
      body('Built the billing service that every team now uses to charge its customers each month.'),
      title('Initech'),
      title('Austin, TX'),
      body('January 2018 – August 2021'),
      title('Junior developer'),
      body('Wrote the reporting jobs that the finance department runs every night.'),
      heading('Skills', 2),
      // A skill's name and its level in a smaller badge, and its keywords in a smaller type.
      paragraph(run('Frontend ', '11.5pt', true), run('Master', '8.5pt', true)),
      paragraph(run('React', '8.5pt', true), run(' ', '10.5pt'), run('TypeScript', '8.5pt', true)),
    ],
  });

  it('takes a bold line set larger than the body for a title that opens a block', () => {
    const company = lines.find((l) => l.text === 'Analytical Engines Ltd');
    expect(company).toMatchObject({ heading: true, breakBefore: true });
    // The city under it continues the same block; the body text is no title.
    expect(lines.find((l) => l.text === 'London, UK')).toMatchObject({ heading: true, breakBefore: false });
    expect(lines.find((l) => l.text.startsWith('Built'))?.heading).toBe(false);
  });

  it('sets a smaller badge beside a short run apart by a tab, as a PDF gap would', () => {
    expect(lines.map((l) => l.text)).toContain('Frontend\tMaster');
    // A phrase in one size stays a phrase.
    expect(lines.map((l) => l.text)).toContain(
      'Built the billing service that every team now uses to charge its customers each month.',
    );
  });

  it('reads the jobs and the skill group with its level', () => {
    const { resume } = parseCv(lines);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate ?? null])).toEqual([
      ['Analytical Engines Ltd', 'Backend engineer', '2021-09', null],
      ['Initech', 'Junior developer', '2018-01', '2021-08'],
    ]);
    expect(resume.skills[0]).toMatchObject({ name: 'Frontend', level: 'Master' });
  });
});
