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

/** A skill group as stackoverflow prints it: its title over `lines` keyword lines ("Full · 1"), smaller. */
const group = (title: string, x: number, y: number, lines = 3) => [
  at(title, x, y, 10.8),
  ...Array.from({ length: lines }, (_, i) => at(`${title.slice(0, 4)} · ${i + 1}`, x, y + 16 + i * 12, 9.3)),
];

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

  it('reads dates set at the right of each title with their title, in the languages the parser reads', () => {
    const dates = [
      'jan. de 2018 - Current',
      'mai. de 2017 - nov. de 2017',
      'mai. de 2016 - abr. de 2017',
      'mai. de 2014 - nov. de 2016',
      'mai. de 2010 - nov. de 2014',
      'fev. de 2008 - abr. de 2010',
    ];
    const fragments = dates.flatMap((date, i) => [
      at(`Desarrollador at Company ${i}`, 40, 80 + i * 28),
      // Right-aligned: each range ends on the page's right edge.
      at(date, 560 - date.length * 5, 80 + i * 28),
      at('Santiago, Chile', 40, 94 + i * 28),
    ]);
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    // Row by row: no column of dates read after the titles.
    expect(lines).toEqual(
      dates.flatMap((date, i) => [`Desarrollador at Company ${i}`, date, 'Santiago, Chile']),
    );
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

  it('reads two titles side by side on one row as two, and a place at the right of a title as its own', () => {
    // even: two cards' titles on the last row of a page, their chips interleaving row by row below (no
    // grid: the page ends under two rows); kendall: a company with its place at the right margin; a scan
    // measuring a year beside a school in the school's size.
    const lines = readingOrder([
      {
        width: 600,
        height: 800,
        fragments: [
          at('Frontend', 196, 40, 16),
          at('Backend', 385, 40, 16),
          at('HTML / JSX', 202, 60, 10.5),
          at('Node', 391, 60, 10.5),
          at('2018', 40, 100, 12),
          at('Handelshøyskolen BI', 200, 100, 12),
          at('Baufest', 40, 120, 12),
          at('Buenos Aires, Argentina', 424, 120, 12),
          at('Software Developer and Team Lead at the office of the firm', 40, 136, 10),
          at('Built the data pipelines and the web pages of the shop for the firm', 40, 150, 10),
        ],
      },
    ]);
    expect(lines.map((l) => [l.text, l.breakBefore])).toEqual([
      ['Frontend', true],
      ['Backend', true],
      ['HTML / JSX', false],
      ['Node', false],
      ['2018', true],
      ['Handelshøyskolen BI', false],
      ['Baufest', true],
      ['Buenos Aires, Argentina', false],
      ['Software Developer and Team Lead at the office of the firm', false],
      ['Built the data pipelines and the web pages of the shop for the firm', false],
    ]);
  });

  it('marks an item wrapped in a narrow list, set closer under its first line than the items are', () => {
    // caffeine's sidebar: one skill a line, 10.5 points apart, a long one wrapped 8.2 points under.
    const items = [
      ['NETWORKED APPLICATIONS', 541.5],
      ['THIN-CLIENT APPLICATIONS', 552],
      ['CYBER-SECURITY', 562.5],
      ['APPLICATIONS', 570.7],
      ['REAL-TIME WEB', 581.2],
      ['APPLICATIONS AND SERVERS', 589.5],
      ['DATA VISUALIZATION', 600],
    ] as const;
    const lines = readingOrder([
      { width: 600, height: 800, fragments: items.map(([text, y]) => at(text, 53, y, 7.5)) },
    ]);
    expect(lines.filter((l) => l.wrapped).map((l) => l.text)).toEqual([
      'APPLICATIONS',
      'APPLICATIONS AND SERVERS',
    ]);
  });

  it('reads a scanned grid of skill groups column by column, though its words sit a fraction apart', () => {
    // Three groups side by side, as text recognition places them: each row's words a few tenths of a
    // point apart in height (right higher than left), and one keyword set apart mid-column ("Cloud",
    // its "G" lost).
    const row = (texts: [string, number][], y: number, size: number) =>
      texts.map(([t, x], i) => at(t, x, y - i * 0.2, size));
    const prose = (t: string, y: number) =>
      at(`${t} runs across the whole width of the page, as a summary does`, 40, y);
    const fragments = [
      prose('The first line of the summary', 60),
      prose('The second line of the summary', 74),
      ...row(
        [
          ['Frontend', 40],
          ['Backend', 220],
          ['Devops', 400],
        ],
        100,
        12,
      ),
      ...row(
        [
          ['Senior', 40],
          ['Senior', 220],
          ['Medior', 400],
        ],
        116,
        10,
      ),
      ...row(
        [
          ['HTML CSS', 40],
          ['Node Python', 220],
          ['AWS', 400],
          ['Cloud', 440],
        ],
        130,
        10,
      ),
      ...row(
        [
          ['React Vue', 40],
          ['MongoDB', 220],
          ['Heroku', 400],
        ],
        144,
        10,
      ),
      prose('Work experience and its first line', 190),
      prose('And the first line of its description', 204),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    expect(lines.slice(2, -2)).toEqual([
      'Frontend',
      'Senior',
      'HTML CSS',
      'React Vue',
      'Backend',
      'Senior',
      'Node Python',
      'MongoDB',
      'Devops',
      'Medior',
      'AWS',
      'Cloud',
      'Heroku',
    ]);
  });

  it("keeps an entry's date beside its title when a scan reads both on one baseline", () => {
    // Text recognition gives the title and the date at its right one size and one baseline; the lines
    // under the title stop short of the date, the one after runs under it.
    const fragments = [
      at('Lead Software Engineer at Acme Inc', 42, 460, 12),
      at('Nov 2015 - Current', 475, 460, 12),
      at('Acme provides loans to car dealers.', 42, 481),
      at('• built the pages in Angular', 44, 501),
      at('• wrote the build with gulp', 44, 518),
      at('• introduced unit tests, linting and a component library for every page of the app', 44, 534),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    expect(lines.slice(0, 3)).toEqual([
      'Lead Software Engineer at Acme Inc',
      'Nov 2015 - Current',
      'Acme provides loans to car dealers.',
    ]);
  });

  it('finds a grid under a row that heads none (a stray mark read beside a section title)', () => {
    const prose = 'He started his career as a freelance designer and later founded a startup';
    const fragments = [
      ...[0, 1, 2].map((i) => at(`${prose} ${i}`, 42, 240 + i * 16)),
      at('SKILLS', 42, 300, 10.5),
      at('中', 569, 300, 10.5),
      ...group('Frontend', 42, 322, 2),
      ...group('System', 222, 322, 2),
      ...group('UI', 403, 322, 2),
      ...group('Design', 42, 372, 2),
      ...group('SEO', 222, 372, 2),
      ...group('CMS', 403, 372, 2),
      at('WORK EXPERIENCE', 42, 420, 10.5),
      at('~', 278, 420, 10.5),
      ...[0, 1, 2].map((i) => at(`${prose} ${i}`, 42, 440 + i * 16)),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    const titles = ['Frontend', 'Design', 'System', 'SEO', 'UI', 'CMS'];
    expect(lines.filter((l) => titles.includes(l))).toEqual(titles);
    expect(lines.indexOf('Fron · 2')).toBe(lines.indexOf('Frontend') + 2);
  });

  it('keeps each date beside its title when two entries with short lines follow one another', () => {
    // Every line under the titles stops short of the dates: the dates make a column of their own in
    // height, but one of dates alone is no grid's column.
    const fragments = [
      at('CEO at Self-employed', 42, 587, 12),
      at('Mar 2015 - Jan 2016', 478, 587, 12),
      at('Skills: dsp - audio - sound - color', 42, 607),
      at('Developing various open-source projects in creative technologies.', 42, 626),
      at('• Audio processing toolkit', 44, 646),
      at('• Color processing toolkit', 44, 663),
      at('• Natural language processing algorithms', 44, 680),
      at('Sales person at Beeline', 42, 703, 12),
      at('Jan 2015 - Mar 2015', 478, 703, 12),
      at('Skills: what are those cell phones?', 42, 723),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    expect(lines.indexOf('Mar 2015 - Jan 2016')).toBe(lines.indexOf('CEO at Self-employed') + 1);
    expect(lines.indexOf('Jan 2015 - Mar 2015')).toBe(lines.indexOf('Sales person at Beeline') + 1);
  });

  it('reads a sidebar of short items beside dense prose as a column of its own', () => {
    const sidebar = ['About', 'Dallas, Texas', 'adam@example.test', 'Database', 'TSQL', 'MongoDB', 'Redis'];
    const items = [...sidebar, ...sidebar.map((t) => `${t} 2`)];
    const prose = 'Designed and developed a single page enrolment platform for the whole product line';
    const fragments = [
      ...items.map((t, i) => at(t, 30, 60 + i * 14, 8)),
      ...Array.from({ length: 18 }, (_, i) => at(`${prose} ${i}`, 190, 60 + i * 14, 8)),
    ];
    const read = readingOrder([{ width: 600, height: 800, fragments }]);
    const lines = read.map((l) => l.text);
    // The sidebar holds few of the page's characters but many of its lines: it is read whole, first.
    expect(lines.slice(0, items.length)).toEqual(items);
    // And its lines are marked as the sidebar's, the prose's as the main column's.
    expect(read.map((l) => l.side === true)).toEqual([...items.map(() => true), ...Array(18).fill(false)]);
  });

  it('finds the gutter beside a sidebar when a wider gap lies between the titles and dates of the main column', () => {
    const sidebar = [
      'Backend',
      'Kotlin',
      'Java',
      'Spring',
      'Python',
      'Elixir',
      'Frontend',
      'React',
      'Angular',
    ];
    const items = [...sidebar, ...sidebar.map((t) => `${t} 2`)];
    const entries = ['Agile Canarias', 'Lean Mind', 'Universidad de La Laguna'].flatMap((title, i) => [
      at(title, 188, 80 + i * 60, 10),
      at('01/2022 - 03/2024', 480, 80 + i * 60, 8),
      at('Member of the community', 188, 95 + i * 60, 8),
    ]);
    // Two lines of prose run from the main column's edge to its dates' right edge, across the wide gap.
    const prose = 'Active member of the local software craftsmanship community, talks and workshops';
    const fragments = [
      ...items.map((t, i) => at(t, 53, 60 + i * 12, 7)),
      ...entries,
      at(`${prose}.`, 188, 110, 8),
      at(`${prose}!`, 188, 170, 8),
    ];
    const read = readingOrder([{ width: 600, height: 800, fragments }]);
    // The sidebar is read whole, as its own column, before the main column.
    expect(read.slice(0, items.length).map((l) => [l.text, l.side])).toEqual(items.map((t) => [t, true]));
    expect(read.slice(items.length).every((l) => !l.side)).toBe(true);
  });

  it('reads a grid of skill groups under a first page header column by column, two titles set close', () => {
    const fragments = [
      at('Jonathan Pool', 42, 40, 20),
      at('Seeking an opportunity to build, test, revise and document software that helps people', 42, 70, 10),
      at('S K I L L S', 42, 100, 8.6),
      // "Full-stack web" ends 12 points before "Perl-based" starts: one run of text, with a tab.
      ...group('Full-stack web', 42, 120),
      ...group('Perl-based', 130, 120),
      ...group('Java-based', 402, 120),
      ...group('Services', 42, 180),
      ...group('Database systems', 130, 180),
      ...group('Server software', 402, 180),
      at('W O R K', 42, 240, 8.6),
      at('Project Director at The Long Now Foundation', 42, 260, 11.5),
      at('Jan 2012 - Dec 2015', 480, 260, 9.3),
      ...[1, 2, 3].map((i) =>
        at(
          `PanLex is the successor to the PanDictionary project of the Turing Center at the University, line ${i}`,
          42,
          270 + i * 13,
        ),
      ),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]).map((l) => l.text);
    const titles = [
      'Full-stack web',
      'Services',
      'Perl-based',
      'Database systems',
      'Java-based',
      'Server software',
    ];
    // Each column of the grid is read whole, top to bottom, and the work history after the grid.
    expect(lines.filter((l) => titles.includes(l))).toEqual(titles);
    expect(lines.indexOf('Server software')).toBeLessThan(lines.indexOf('W O R K'));
    expect(lines.indexOf('Full · 3')).toBeLessThan(lines.indexOf('Services'));
  });

  it("marks a sidebar as such though a scan reads a mark at the page's edge beside it", () => {
    const prose = 'Kudago is an agency covering cultural events';
    const sidebar = [
      'CONTACT',
      'Montreal, Quebec',
      '+1 514 632-83-76',
      'df@example.test',
      'Github',
      'dfcreative',
    ];
    const fragments = [
      ...Array.from({ length: 16 }, (_, i) => at(`${prose} ${i}`, 63, 130 + i * 14, 8)),
      ...sidebar.map((t, i) => at(t, 404, 130 + i * 18, 7)),
      at('|', 598, 72, 14),
    ];
    const read = readingOrder([{ width: 612, height: 792, fragments }]);
    expect(read.filter((l) => l.side).map((l) => l.text)).toEqual(expect.arrayContaining(sidebar));
    expect(read.filter((l) => l.text.startsWith('Kudago')).every((l) => !l.side)).toBe(true);
  });

  it('reads a scanned sidebar whose title and one line start left of its edge, in a gutter of the header', () => {
    const prose = 'Innleid prosjektleder hos Prosperastiftelsen med ansvar for prosjektteamledelse';
    const contact: [string, number, number][] = [
      ['Teglverksfaret 16', 414, 7.7],
      ['Langhus, Akershus 1405 NO', 414, 6.7],
      ['+47 91 60 46 00', 414, 7.2],
      ['harry.solsem@example.test', 413, 5.3],
      ['https://harry.example.test', 414.5, 8.9],
      ['harrysolsem', 414.2, 7.2],
    ];
    const fragments = [
      at('HARRY SOLSEM', 280, 49, 14.5),
      at('IT-LEDELSE OG PROSJEKTLEDELSE', 221, 64, 9.7),
      ...Array.from({ length: 45 }, (_, i) => at(`${prose} ${i}`, 44, 113 + i * 13, 7.2)),
      at('• CONTACT', 372.7, 113, 13.2),
      ...contact.map(([t, x, size], i) => at(t, x, 130 + i * 18, size)),
      at('Linkedin', 373.6, 240, 9.6),
    ];
    const read = readingOrder([{ width: 612, height: 792, fragments }]);
    expect(read.filter((l) => l.side).map((l) => l.text)).toEqual(
      expect.arrayContaining(contact.map(([t]) => t)),
    );
    expect(read.filter((l) => l.text.startsWith('Innleid')).every((l) => !l.side)).toBe(true);
  });

  it('reads a few contact lines beside a long work history as a sidebar, and not a margin of titles', () => {
    const contact = [
      'Contact',
      'Zurich Switzerland',
      '+41 76 304 31 93',
      'anand@example.test',
      'LinkedIn',
      'GitHub',
    ];
    const prose = 'Built and deployed production agents for outbound sales, doubling the open rates';
    const work = Array.from({ length: 40 }, (_, i) => at(`${prose} ${i}`, 40, 110 + i * 14, 7));
    const header = at('ANAND BHASKARAN AI ENGINEER PRODUCTION SYSTEMS TECHNICAL LEAD', 90, 50, 11);
    const page = (side: Fragment[]) =>
      readingOrder([{ width: 612, height: 792, fragments: [header, ...work, ...side] }]);
    // Six lines on one left edge, starting where the work history does: a column, read after it.
    const read = page(contact.map((t, i) => at(t, 413, 110 + i * 25, 7)));
    expect(read.slice(-contact.length).map((l) => [l.text, l.side])).toEqual(contact.map((t) => [t, true]));
    // The same lines starting further down the page are not a column: each stays on its row's place.
    const lower = page(contact.map((t, i) => at(t, 413, 400 + i * 25, 7)));
    expect(lower.at(-1)!.text).not.toBe(contact.at(-1));
    // Nor are section titles set larger in a margin.
    const titles = ['PROFILE', 'SKILLS', 'WORK', 'EDUCATION', 'VOLUNTEERING', 'LANGUAGES'];
    const margin = page(titles.map((t, i) => at(t, 413, 110 + i * 25, 11)));
    expect(margin.some((l) => l.side)).toBe(false);
  });

  it('reads the few lines a sidebar goes on with at the top of the next page as its column', () => {
    const prose = 'Built the platform and migrated every service onto the new cluster';
    const sidebar = [
      'LANGUAGES',
      'German',
      'Professional Working Proficiency',
      'SKILLS',
      'React',
      'Node',
      'SQL',
    ];
    const first = [
      ...Array.from({ length: 30 }, (_, i) => at(`${prose} ${i}`, 40, 60 + i * 14, 7)),
      ...sidebar.map((t, i) => at(t, 380, 60 + i * 20, 7)),
    ];
    // Page 2: the main column keeps its width; three lines of the sidebar beside its first lines, its
    // title standing out of the sidebar's edge by an icon.
    const second = [
      ...['Webpack', 'Typescript', 'Zeix AG', 'March 2023 - Present', prose].map((t, i) =>
        at(t, 40, 40 + i * 18, 7),
      ),
      at('Mandarin', 384, 40, 7),
      at('♥ INTERESTS', 372, 85, 10),
      at('Hiking', 380, 106, 7),
    ];
    const read = readingOrder([
      { width: 600, height: 800, fragments: first },
      { width: 600, height: 800, fragments: second },
    ]).filter((l) => l.page === 2);
    expect(read.map((l) => [l.text, l.side === true])).toEqual([
      ['Webpack', false],
      ['Typescript', false],
      ['Zeix AG', false],
      ['March 2023 - Present', false],
      [prose, false],
      ['Mandarin', true],
      ['♥ INTERESTS', true],
      ['Hiking', true],
    ]);
  });

  it('does not carry a sidebar onto a page where its place holds the dates of the main column', () => {
    const prose = 'Led the platform team through a migration of every service to the new cluster';
    const sidebar = ['Skills', 'Python', 'SQL', 'Docker', 'Kubernetes', 'Terraform', 'Airflow', 'dbt'];
    const first = [
      ...Array.from({ length: 30 }, (_, i) => at(`${prose} ${i}`, 40, 60 + i * 14, 8)),
      ...sidebar.flatMap((t, i) => [at(t, 440, 60 + i * 14, 8), at(`${t} 2`, 440, 200 + i * 14, 8)]),
    ];
    const second = [
      at('Engineer at Acme', 40, 60, 8),
      at('2012 - 2015', 440, 60, 8),
      ...Array.from({ length: 10 }, (_, i) => at(`${prose} ${i}`, 40, 74 + i * 14, 8)),
      at('Helm charts', 440, 300, 8),
    ];
    const read = readingOrder([
      { width: 600, height: 800, fragments: first },
      { width: 600, height: 800, fragments: second },
    ]).filter((l) => l.page === 2);
    expect(read.find((l) => l.text.includes('2012 - 2015'))?.side).toBeUndefined();
    // A line alone in the sidebar's place is still the sidebar's.
    expect(read.find((l) => l.text === 'Helm charts')?.side).toBe(true);
  });

  it('reads each section of a grid of cards beside margin titles whole, the right-hand cards in it', () => {
    // even: "Skills" and "Languages" in a left margin, each beside a grid of two columns of cards,
    // the margin title on the baseline of the first card's title, in a larger size.
    const card = (title: string, items: string[], x: number, y: number) => [
      at(title, x, y, 16),
      ...items.map((t, i) => at(t, x + 6, y + 20 + i * 24, 10.5)),
    ];
    const fragments = [
      at('Skills', 122, 172, 20),
      ...card('Frontend', ['HTML / JSX', 'CSS / TailwindCSS', 'Javascript / Typescript'], 196, 171),
      ...card('Backend', ['Node', 'PostgreSQL', 'MongoDB', 'FastAPI'], 385, 171),
      ...card('Devops', ['AWS', 'GitHub Actions'], 196, 290),
      at('Languages', 90, 438, 20),
      ...card('English', ['Fluent'], 196, 437),
      ...card('Romanian', ['Fluent'], 385, 437),
    ];
    const lines = readingOrder([{ width: 600, height: 800, fragments }]);
    expect(lines.map((l) => l.text)).toEqual([
      'Skills\tFrontend',
      'HTML / JSX',
      'CSS / TailwindCSS',
      'Javascript / Typescript',
      'Devops',
      'AWS',
      'GitHub Actions',
      'Backend',
      'Node',
      'PostgreSQL',
      'MongoDB',
      'FastAPI',
      'Languages\tEnglish',
      'Fluent',
      'Romanian',
      'Fluent',
    ]);
    // The line of a margin title takes the size of the card title beside it, as the other card titles
    // have; no card is a sidebar.
    expect(lines[0]!.scale).toBe(lines.find((l) => l.text === 'Devops')!.scale);
    expect(lines.some((l) => l.side)).toBe(false);
  });
});

describe('rows read by text recognition', () => {
  it('keeps a row whose words are set a point or two apart, each lower than the one before', () => {
    // A scan's row drifting down word by word: the last is further below the first than a row allows,
    // not below the row's mean height.
    const fragments = [at('Senior', 40, 100, 8), at('Data', 66, 102, 8), at('Engineer', 84, 103.3, 8)];
    const lines = readingOrder([{ width: 612, height: 792, fragments }]).map((l) => l.text);
    expect(lines).toEqual(['Senior Data Engineer']);
  });
});
