// The CV and job-offer parsers alone (no graph, no model, no database): plain text in, fields out.
import { describe, expect, it } from 'vitest';
import { cityBeforeState, findEmail, findPhone, parseLocation } from '../../src/documents/parsing/contact.ts';
import { entries, isLink } from '../../src/documents/parsing/cv-entries.ts';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { parseOffer } from '../../src/documents/parsing/offer-parser.ts';
import { cityNamed } from '../../src/documents/parsing/places.ts';
import type { DocumentLine } from '../../src/documents/reading/layout.ts';
import { fromText } from '../../src/documents/reading/text.ts';
import { documentLine, headingLine } from './document-lines.ts';

const CV = `Ada Lovelace
Backend developer
ada@example.test · +33 6 12 34 56 78 · Paris, France

Experience
Backend developer, Acme
2019 - 2024
Built REST APIs in Python and TypeScript.
Junior developer, Initech
2016 - 2019

Education
2014 - 2016  MSc Computer Science, Sorbonne University

Skills
Python, SQL, Docker

Languages
English (native), French (fluent)
`;

const OFFER = `Job title: Data engineer
Company: Example SA
Location: Paris
Permanent contract, full time, hybrid
Salary: 55,000 - 65,000 EUR per year

Responsibilities
- Build data pipelines
- Model data for analysts

Requirements
- 3 years of experience
- Python
- SQL

Nice to have
- Kubernetes
`;

describe('the CV parser on plain text', () => {
  const { resume, language } = parseCv(fromText(CV).lines);

  it('reads the contact block', () => {
    expect(resume.basics.name).toBe('Ada Lovelace');
    expect(resume.basics.email).toBe('ada@example.test');
    expect(resume.basics.phone).toMatch(/6 12 34 56 78/);
    expect(language).toBe('en');
  });

  it('reads positions with their employer and dates, newest first as written', () => {
    expect(resume.work.map((w) => [w.position, w.name, w.startDate?.slice(0, 4)])).toEqual([
      ['Backend developer', 'Acme', '2019'],
      ['Junior developer', 'Initech', '2016'],
    ]);
  });

  it('reads education, skills and languages', () => {
    expect(resume.education[0]?.institution).toMatch(/Sorbonne/);
    expect(resume.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Python', 'SQL', 'Docker']));
    expect(resume.languages.map((l) => l.language)).toEqual(['English', 'French']);
  });
});

describe('a profile pasted as plain text', () => {
  it('is the summary when it is nothing but a header without a name', () => {
    const { resume } = parseCv(
      fromText('Senior Java developer, 8 years of Spring Boot and PostgreSQL').lines,
    );
    expect(resume.basics.summary).toBe('Senior Java developer, 8 years of Spring Boot and PostgreSQL');
    expect(resume.basics.name).toBeUndefined();
  });

  it('reads a title written in capitals as the profile, not as a name', () => {
    // "Senior Java Developer" has the shape of a name (two to five capitalised words): its last word, a
    // job title's head noun that is no surname, says otherwise. A name ending in one that is (Tim Cook)
    // stays a name.
    const { resume } = parseCv(fromText('Senior Java Developer').lines);
    expect(resume.basics.name).toBeUndefined();
    expect(resume.basics.summary).toBe('Senior Java Developer');
    expect(parseCv(fromText('Tim Cook\ntim@example.test').lines).resume.basics.name).toBe('Tim Cook');
  });

  it("takes no skill group's title under a section title for the name, but a name set large there", () => {
    // The name printed in glyphs the PDF cannot map to text: the first name-like line is a group's title.
    const lines = (title: DocumentLine) => [
      headingLine('Software Engineer', 1.4),
      documentLine('parksama@example.test'),
      headingLine('SKILLS', 1.2),
      title,
      documentLine('JavaScript · HTML · CSS'),
    ];
    const small = parseCv(lines(documentLine('Web Development', { scale: 1.07, breakBefore: true }))).resume;
    expect(small.basics.name).toBeUndefined();
    expect(small.skills[0]).toMatchObject({ name: 'Web Development' });
    // A sidebar read first puts its sections above the name, which is set much larger than the body.
    const large = parseCv(lines(headingLine('Kyungwook Park', 2.1))).resume;
    expect(large.basics.name).toBe('Kyungwook Park');
  });

  it('reads a name in a script without capitals', () => {
    expect(
      parseCv(fromText('박경욱\nSoftware Engineer\nparksama@example.test').lines).resume.basics.name,
    ).toBe('박경욱');
    expect(parseCv(fromText('郑和\nparksama@example.test').lines).resume.basics.name).toBe('郑和');
  });

  it('leaves a short line under a name to the headline, not the summary', () => {
    const { resume } = parseCv(fromText('Ada Lovelace\nSenior Java developer\nada@example.test').lines);
    expect(resume.basics.label).toBe('Senior Java developer');
    expect(resume.basics.summary).toBeUndefined();
  });
});

describe('job titles', () => {
  it('keeps how a job was held after a dash in its title, in capitals too', () => {
    const text = `JO DOE
jo@example.test

EXPERIENCE
2022 - 2023  BACKEND ENGINEER - FULL TIME at ACME
2020 - 2021  Entwickler - Werkstudent at Globex
`;
    const { resume } = parseCv(fromText(text).lines);
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['BACKEND ENGINEER - FULL TIME', 'ACME'],
      ['Entwickler - Werkstudent', 'Globex'],
    ]);
  });

  it('knows a founder and an architect in French as the position over the employer', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { breakBefore: false, fill: 0.3, ...more });
    const { resume } = parseCv([
      line('David Piatek', { heading: true, scale: 2, breakBefore: true }),
      line('Expérience', { heading: true, scale: 1.6, breakBefore: true }),
      line('Co-fondateur / Architecte / DevOps', { heading: true, scale: 1.56, breakBefore: true }),
      line('Drawsheep'),
      line('Jun 2019 – Mar 2021'),
      line('Management d’une équipe SCRUM', { breakBefore: true, fill: 0.5 }),
    ]);
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['Co-fondateur / Architecte / DevOps', 'Drawsheep'],
    ]);
  });
});

describe('profiles', () => {
  it("keeps a second account on one network from the contact lines, not a project's organisation in the body", () => {
    const text = `Adam Moon
adam@example.test
adamjmoon · http://github.com/adamjmoon    6stars · http://github.com/6stars

Experience
2015 - 2020  Developer at Acme
Maintained the plotting libraries of http://github.com/scijs for years.
`;
    const { resume } = parseCv(fromText(text).lines);
    expect(resume.basics.profiles.map((p) => p.url)).toEqual([
      'http://github.com/adamjmoon',
      'http://github.com/6stars',
    ]);
  });

  it('reads a bare "@name" beside the contact details as a Twitter handle, not one in the body', () => {
    const text = `Adam Moon
adam@example.test\t@jstestabul\tadamjmoon · http://github.com/adamjmoon

Experience
2015 - 2020  Developer at Acme
Answered questions from @someone_else every week.
`;
    const { resume } = parseCv(fromText(text).lines);
    expect(resume.basics.profiles.map((p) => [p.network, p.username])).toEqual([
      ['GitHub', 'adamjmoon'],
      ['Twitter', 'jstestabul'],
    ]);
  });
});

describe('education entries', () => {
  it('reads a degree named in several words and an institution whose name holds "at"', () => {
    const text = `Jo Doe
jo@example.test

Education
2006 - 2011  Ph.D. Computer Science at University of Texas at Austin
2002 - 2006  Bachelor of Science Computer Science, University of Texas at Austin
2012 - 2014  Associate of Applied Science in Business Administration, Austin Community College
`;
    const { resume } = parseCv(fromText(text).lines);
    expect(resume.education.map((e) => [e.studyType, e.area, e.institution])).toEqual([
      ['Ph.D.', 'Computer Science', 'University of Texas at Austin'],
      ['Bachelor of Science', 'Computer Science', 'University of Texas at Austin'],
      ['Associate of Applied Science', 'Business Administration', 'Austin Community College'],
    ]);
  });

  it('tells what was taken besides a degree from the field printed after it', () => {
    const text = `Jo Doe
jo@example.test

Education
2017 - 2018  apprenticeship software development at Learners Guild
2010 - 2012  Specialist Economics and Management at Baltic State Technical University
2009 - 2009  Exchange Undergraduate Maths and Computer Science at University of Technology Sydney
`;
    const { resume } = parseCv(fromText(text).lines);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Learners Guild', 'apprenticeship', 'software development'],
      ['Baltic State Technical University', 'Specialist', 'Economics and Management'],
      ['University of Technology Sydney', 'Exchange Undergraduate', 'Maths and Computer Science'],
    ]);
  });

  it('keeps the subjects listed before a degree together, not read as a place', () => {
    const text = `Jo Doe
jo@example.test

Education
2006 - 2008  Havering Sixth Form College
Mathematics, Physics, Biology, A Levels
`;
    const { resume } = parseCv(fromText(text).lines);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Havering Sixth Form College', 'A Levels', 'Mathematics, Physics, Biology'],
    ]);
  });

  it('takes the name after "at" for the school when no word names one', () => {
    const text = `Jo Doe
jo@example.test

Education
Sept 2014 - Sept 2014  Professional training at SensioLabs
`;
    const { resume } = parseCv(fromText(text).lines);
    // What was taken, a training, no field of study.
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['SensioLabs', 'Professional training', undefined],
    ]);
  });
});

describe('dates and titles over two lines', () => {
  it('reads a date range printed over two lines, and a section title wrapped over two', () => {
    const lines = fromText(`Jo Doe
jo@example.test

PROFESSIONAL
EXPERIENCE

2020-02-01
TO PRESENT
Staff engineer at Confluent
Led the storage team.

2015-06-01
to 2020-01-01
Senior engineer at Dropbox
Built the repair scheduler.
`).lines.map((line) => ({ ...line, heading: /^[A-Z ]+$/.test(line.text) && line.text.length > 3 }));
    const { resume, sections } = parseCv(lines);
    expect(sections.map((s) => [s.name, s.title])).toContainEqual(['work', 'PROFESSIONAL EXPERIENCE']);
    expect(resume.work.map((w) => [w.name, w.startDate, w.endDate])).toEqual([
      ['Confluent', '2020-02-01', undefined],
      ['Dropbox', '2015-06-01', '2020-01-01'],
    ]);
  });
});

describe('scanned and printed layouts', () => {
  const line = documentLine;

  it("passes over an employer's web address as text recognition reads it, a slash lost", () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('ada@example.test'),
      line('WORK EXPERIENCE', { heading: true, scale: 1.7, breakBefore: true }),
      line('Skaleet', { scale: 1.15, fill: 0.12, breakBefore: true }),
      line('https:/skaleet.com/en', { fill: 0.26 }),
      line('January 2023 - November 2024', { fill: 0.33 }),
      line('TechLead', { scale: 1.15, fill: 0.14, breakBefore: true }),
      line('Managed a squad of six.', { breakBefore: true, fill: 0.5 }),
    ]);
    expect(resume.work.map((w) => [w.name, w.position])).toEqual([['Skaleet', 'TechLead']]);
    expect(isLink('https:/ ww.foxnot.com')).toBe(true);
  });

  it('reads a title in capitals behind an icon read as a character of another script', () => {
    const { resume, sections } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('ada@example.test'),
      line('盆EDUCATION', { heading: true, scale: 1.2, breakBefore: true }),
      line('2001 - 2004', { breakBefore: true }),
      line('Southern Methodist University', { heading: true, scale: 1.1 }),
    ]);
    expect(sections.map((s) => s.name)).toContain('education');
    expect(resume.education.map((e) => e.institution)).toEqual(['Southern Methodist University']);
  });

  it('opens a section at its title under a short heading line a scan measured in the same size', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('ada@example.test'),
      line('Bilbao, España', { heading: true, scale: 1.25, fill: 0.28, breakBefore: true }),
      line('SKILLS', { heading: true, scale: 1.25, fill: 0.55, bullet: true }),
      line('Front-end\tAdvanced', { breakBefore: true, fill: 0.67 }),
      line('HTML', { breakBefore: true }),
      line('CSS'),
    ]);
    expect(resume.skills.flatMap((s) => [s.name, ...(s.keywords ?? [])])).toEqual(
      expect.arrayContaining(['Front-end', 'HTML', 'CSS']),
    );
  });

  it('reads a title behind a recognised icon, dash-separated tags and a title wrapped below its date', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('ada@example.test'),
      line('(ll WORK EXPERIENCE', { heading: true, breakBefore: true }),
      line('Backend engineer at Acme', { scale: 1.14, breakBefore: true, fill: 0.5 }),
      line('Sept 2021 - Dec 2023', { scale: 0.93, fill: 1 }),
      // An icon read as four letters, before a title in capitals set in body type.
      line('priv EDUCATION', { breakBefore: true }),
      line('Bachelors Software Engineering at Technical University of Cluj-', {
        scale: 1.14,
        breakBefore: true,
        fill: 0.76,
      }),
      line('Oct 2018 - Jul 2022', { scale: 0.93, fill: 1 }),
      line('Napoca', { scale: 1.14, fill: 0.09 }),
      // An icon read as a bullet before a title in capitals.
      line('SKILLS', { heading: true, breakBefore: true, bullet: true }),
      line('Node - Python - PostgreSQL -'),
    ]);
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([['Backend engineer', 'Acme']]);
    expect(resume.education[0]).toMatchObject({
      institution: 'Technical University of Cluj-Napoca',
      startDate: '2018-10',
    });
    expect(resume.skills.map((s) => s.name)).toEqual(['Node', 'Python', 'PostgreSQL']);
  });

  it('does not open an entry at a paragraph of prose that runs to the margin', () => {
    const read = entries([
      line('Robogen', { scale: 1.2, breakBefore: true, fill: 0.2 }),
      line('AI research at the frontier of robotics. Built and scaled Robogen, an open-source', {
        breakBefore: true,
        fill: 0.97,
      }),
      line('platform for the co-evolution of robot morphologies and control systems.', { fill: 0.8 }),
      line('Dronistics', { scale: 1.2, breakBefore: true, fill: 0.2 }),
    ]);
    expect(read.map((e) => e.titleLines)).toEqual([['Robogen'], ['Dronistics']]);
  });

  it('joins years stacked around a title, keeps a lower-case qualifier in a position and reads a sidebar tag group', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('CONTACT', { heading: true, scale: 1.4, breakBefore: true }),
      line('ada@example.test'),
      line('DATABASE', { heading: true, scale: 1.4, breakBefore: true }),
      line('TSQL', { scale: 1 }),
      line('MONGODB', { scale: 1 }),
      line('REDIS', { scale: 1 }),
      line('EXPERIENCE', { heading: true, breakBefore: true }),
      line('Backend Engineer - part time, Acme', { breakBefore: true }),
      line('Jan 2020 - Mar 2021'),
      line('EDUCATION', { heading: true, breakBefore: true }),
      line('2018', { breakBefore: true }),
      line('Technical University of Denmark'),
      line('2022'),
    ]);
    expect(resume.skills.flatMap((s) => [s.name, ...(s.keywords ?? [])])).toEqual(
      expect.arrayContaining(['TSQL', 'MONGODB', 'REDIS']),
    );
    expect(resume.work[0]?.position).toContain('part time');
    expect(resume.education[0]).toMatchObject({
      institution: 'Technical University of Denmark',
      startDate: '2018',
      endDate: '2022',
    });
  });

  it('reads a name run on below a title set beside its date, even when its last word is a section title', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('EXPERIÊNCIA PROFISSIONAL', { heading: true, breakBefore: true }),
      line('Engineer at Beekeeper\tmar. de 2020 - fev. de 2026', { scale: 1.14, breakBefore: true, fill: 1 }),
      line('AG', { scale: 1.14, fill: 0.05 }),
      line('Built the payments platform.'),
      line('Backend Engineer at Minyma-\tjan. de 2022 - dez. de 2022', {
        scale: 1.14,
        breakBefore: true,
        fill: 1,
      }),
      line('Technologies', { scale: 1.14, fill: 0.15 }),
      line('Smart contracts for a community space.'),
      line('FORMAÇÃO', { heading: true, breakBefore: true }),
      line('Bachelor of Engineering Electronics\tjan. de 2010 - jan. de 2014', {
        scale: 1.14,
        breakBefore: true,
        fill: 1,
      }),
      line('at Amrita Vishwa Vidyapeetham', { scale: 1.14, fill: 0.37 }),
      line('Grade: 8.18/10'),
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Engineer', 'Beekeeper AG', '2020-03'],
      ['Backend Engineer', 'Minyma-Technologies', '2022-01'],
    ]);
    expect(resume.skills).toEqual([]);
    expect(resume.education[0]?.institution).toBe('Amrita Vishwa Vidyapeetham');
  });
});

describe('a main column that goes on after its sidebar', () => {
  const line = documentLine;

  it("reads the next page's untitled text into the main column's section, not the sidebar's", () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('EXPERIENCE', { heading: true, scale: 1.5, breakBefore: true }),
      line('Engineer at Acme\t2019 - 2021', { breakBefore: true, fill: 1 }),
      line('Built the payments platform that three banks', { breakBefore: true, fill: 0.95 }),
      line('SKILLS', { heading: true, scale: 1.5, breakBefore: true, side: true }),
      line('Python', { breakBefore: true, side: true }),
      line('Haskell', { side: true }),
      line('run their cards on.', { page: 2, breakBefore: true }),
      line('Analyst at Globex', { page: 2, breakBefore: true }),
      line('2016 - 2019', { page: 2 }),
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Engineer', 'Acme', '2019'],
      ['Analyst', 'Globex', '2016'],
    ]);

    expect(resume.skills.map((s) => s.name)).toEqual(['Python', 'Haskell']);
  });

  it("goes back to the main column on the next page when the sidebar's page ended on a row of tags", () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('EXPERIENCE', { heading: true, scale: 1.5, breakBefore: true }),
      line('Skaleet', { heading: true, scale: 1.2, breakBefore: true }),
      line('January 2023 - November 2024'),
      line('TechLead', { heading: true, scale: 1.2, breakBefore: true }),
      line('Rédaction de spécifications', { breakBefore: true }),
      line('SKILLS', { heading: true, scale: 1.5, breakBefore: true, side: true }),
      line('Web development\tMaster - Senior', { breakBefore: true, side: true }),
      // A row of tags run to the sidebar's edge: no paragraph cut at the foot of the page.
      line('PHP\tSymfony\tTypescript\tGolang\tBash', { side: true, fill: 1 }),
      line('Réalisation de POC', { page: 2, breakBefore: true }),
      line('Support niveau 3', { page: 2, breakBefore: true }),
      line('Pharmanity', { page: 2, heading: true, scale: 1.2, breakBefore: true }),
      line('January 2021 - June 2022', { page: 2 }),
      line('Lead Developer', { page: 2, heading: true, scale: 1.2, breakBefore: true }),
      line(
        'Ma mission initiale était de maintenir la version existante en ajoutant de nouvelles fonctionnalités, de recruter la nouvelle équipe.',
        {
          page: 2,
          breakBefore: true,
          fill: 1,
        },
      ),
    ]);
    expect(resume.work.map((w) => w.name)).toEqual(['Skaleet', 'Pharmanity']);
    expect(resume.skills.flatMap((s) => [s.name, ...(s.keywords ?? [])])).not.toContain('Pharmanity');
  });

  it('goes back to the main column on a page that opens with prose, and to the sidebar after it', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('EXPERIENCE', { heading: true, scale: 1.5, breakBefore: true }),
      line('Engineer at Acme\t2019 - 2021', { breakBefore: true, fill: 1 }),
      line('Built the payments platform that three banks run.', { breakBefore: true, fill: 0.9 }),
      line('SKILLS', { heading: true, scale: 1.5, breakBefore: true, side: true }),
      line('Python', { breakBefore: true, side: true }),
      line('Haskell', { side: true }),
      // The next page opens with a bullet of the job, too long for the sidebar it follows.
      line('Led the migration of every card service to the new cluster, with no downtime at all.', {
        page: 2,
        breakBefore: true,
        bullet: true,
        fill: 0.95,
      }),
      line('Analyst at Globex\t2016 - 2019', { page: 2, breakBefore: true }),
      // Then the sidebar's skills go on beside it, untitled.
      line('Rust', { page: 2, breakBefore: true, side: true }),
      line('LANGUAGES', { page: 2, heading: true, scale: 1.5, breakBefore: true, side: true }),
      // Text right under a title is that title's, whatever column it is read from.
      line('English', { page: 2, breakBefore: true }),
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Engineer', 'Acme', '2019'],
      ['Analyst', 'Globex', '2016'],
    ]);
    expect(resume.skills.map((s) => s.name)).toEqual(['Python', 'Haskell', 'Rust']);
    expect(resume.languages.map((l) => l.language)).toEqual(['English']);
  });
});

describe('German compound job titles', () => {
  it('reads "Pflegefachfrau, Charité Berlin" as a position at an employer, not a place', () => {
    const { resume } = parseCv(
      fromText(
        'Jana Schneider\n\nBerufserfahrung\n\nPflegefachfrau, Charité Berlin\n03/2019 – heute\n\nIndustriekaufmann, Siemens AG\n09/2015 – 02/2019\n',
      ).lines,
    );
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['Pflegefachfrau', 'Charité Berlin'],
      ['Industriekaufmann', 'Siemens AG'],
    ]);
  });
});

describe('a name above the dates and the other under them', () => {
  // Lines of a Word file: no type sizes, no margin.
  const line = (text: string) => documentLine(text, { fill: 0 });

  it("reads the short line under the dates as the entry's, when prose follows it", () => {
    const prose =
      'Som mangfoldsleder for tekniske ressurser i Riverty har jeg oppnådd betydelige resultater gjennom strategisk personalledelse.';
    const { resume } = parseCv([
      { ...line('Harry Solsem'), heading: true, scale: 2 },
      { ...line('Work Experience'), heading: true, scale: 1.5 },
      line('Riverty'),
      line('https://www.riverty.com'),
      line('September 2023 – June 2024'),
      line('Senior Manager'),
      line(prose),
      line('Neonomics'),
      line('August 2021 – March 2023'),
      line('Engineering Manager'),
      line(prose),
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Senior Manager', 'Riverty', '2023-09'],
      ['Engineering Manager', 'Neonomics', '2021-08'],
    ]);
  });

  it('reads the name with a web address under it as the employer, whatever the words', () => {
    const prose =
      'Innleid prosjektleder med ansvar for prosjektteamledelse, planlegging, prioritering og beslutninger.';
    const { resume } = parseCv([
      { ...line('Harry Solsem'), heading: true, scale: 2 },
      { ...line('Work Experience'), heading: true, scale: 1.5 },
      line('Prosperastiftelsen'),
      // Behind an icon read as a mark, as a scan gives it.
      line('@ https://www.prosperastiftelsen.no'),
      line('October 2024 – Present'),
      line('Prosjektleder'),
      line(prose),
    ]);
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([['Prosjektleder', 'Prosperastiftelsen']]);
  });

  it('reads a role wrapped over two heading lines as one title line, so the next entry keeps its own (even)', () => {
    const role = (text: string, fill: number, breakBefore = true) =>
      documentLine(text, { heading: true, scale: 1.56, fill, breakBefore });
    const { resume } = parseCv([
      documentLine('David Piatek', { heading: true, scale: 3, breakBefore: true }),
      documentLine('Work', { heading: true, scale: 1.56, breakBefore: true }),
      role('Lead Developer PHP/Symfony Senior /', 0.99),
      role('DevOps', 0.2, false),
      documentLine('Mission freelance'),
      documentLine('Jul 2025 – Present'),
      documentLine('Développement PHP/Symfony', { breakBefore: true }),
      documentLine('Migration Oracle vers PostgreSQL', { breakBefore: true }),
      role('TechLead', 0.2),
      documentLine('Skaleet'),
      documentLine('Jan 2023 – Nov 2024'),
      documentLine('Gestion des clusters Kubernetes', { breakBefore: true }),
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Lead Developer PHP/Symfony Senior / DevOps', 'Mission freelance', '2025-07'],
      ['TechLead', 'Skaleet', '2023-01'],
    ]);
  });

  it('keeps the tags set apart under an undated job in its entry, where titles are headings (caffeine)', () => {
    const title = (text: string) => documentLine(text, { heading: true, scale: 1.27, breakBefore: true });
    const { resume } = parseCv([
      documentLine('Tobias Wust', { heading: true, scale: 3, breakBefore: true }),
      documentLine('EXPERIENCE', { heading: true, scale: 1.4, breakBefore: true }),
      title('NODE.ENERGY'),
      documentLine('SENIOR FRONTEND DEVELOPER', { heading: true, scale: 1.09 }),
      documentLine('Als Teil des Teams von node.energy trage ich zur Entwicklung bei.', { fill: 0.75 }),
      documentLine('React', { breakBefore: true }),
      documentLine('Typescript'),
      title('ZEIX AG'),
      documentLine('ASSOCIATE FRONTEND ENTWICKLER', { heading: true, scale: 1.09 }),
      documentLine('Handlebars', { breakBefore: true }),
    ]);
    expect(resume.work.map((w) => w.name ?? w.position)).toEqual(['NODE.ENERGY', 'ZEIX AG']);
  });

  it('reads a place on its own line under the employer as no second name (kendall)', () => {
    const prose =
      'Develop a b2b site that allows placement of bulk print media orders, used by giant US corporations';
    const { resume } = parseCv([
      { ...line('Adam Godra'), heading: true, scale: 2 },
      { ...line('Work Experience'), heading: true, scale: 1.5 },
      line('Webgurus'),
      line('Cluj-Napoca, RO'),
      line('https://webgurus.io'),
      line('September 2023 – Present'),
      line('Senior full-stack software engineer'),
      line(prose),
    ]);
    expect(resume.work.map((w) => [w.position, w.name, w.location])).toEqual([
      ['Senior full-stack software engineer', 'Webgurus', 'Cluj-Napoca, RO'],
    ]);
  });

  it('reads a known city on the line under the employer as the place, the line under the dates as the role', () => {
    const { resume } = parseCv([
      { ...line('Hélène Jonin'), heading: true, scale: 2 },
      { ...line('Work Experience'), heading: true, scale: 1.5 },
      line('Manufacture Chanson'),
      line('Toulouse'),
      line('September 2021 – June 2022'),
      line('Année sabbatique (formation)'),
      // A short sentence under the role: prose, so the line above it is the role.
      line("Formation d'un an d'autrice-compositrice-interprète."),
      line('OpenAirlines'),
      line('Toulouse'),
      line('March 2018 – August 2020'),
      line('Ingénieure logiciel'),
      line(
        "Membre de l'équipe de développement du logiciel d'éco-pilotage SkyBreathe, de la conception au test.",
      ),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.location])).toEqual([
      ['Manufacture Chanson', 'Année sabbatique (formation)', 'Toulouse'],
      ['OpenAirlines', 'Ingénieure logiciel', 'Toulouse'],
    ]);
  });

  it("keeps the heading under each entry's dates in its entry, where the last entry has one too", () => {
    const title = (text: string, breakBefore = false) => ({
      ...line(text),
      heading: true,
      scale: 1.14,
      breakBefore,
    });
    const { resume } = parseCv([
      { ...line('Wilson Espina'), heading: true, scale: 1.5, breakBefore: true },
      { ...line('Work Experience'), heading: true, scale: 1.5, breakBefore: true },
      title('Springload', true),
      title('Wellington, New Zealand'),
      line('July 2023 – Present'),
      title('Senior Frontend Developer', true),
      title('UBT'),
      title('Wellington, New Zealand'),
      line('May 2023 – July 2023'),
      title('Software Developer', true),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Springload', 'Senior Frontend Developer', '2023-07'],
      ['UBT', 'Software Developer', '2023-05'],
    ]);
  });
});

describe('employers named in lower case or with a partnership form', () => {
  it('reads "at defi SOLUTIONS Inc", "at punchin.pictures" and "Publishing Concepts, L.P." as names', () => {
    const line = (text: string, breakBefore = true) => documentLine(text, { breakBefore });
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true },
      line('Lead Senior Software Engineer at defi SOLUTIONS Inc\tNov 2015 - Current'),
      line('Praktikant at punchin.pictures\tAug 2007 - Jan 2008'),
      line('Software Developer at Publishing Concepts, L.P.\tSept 2007 - Apr 2009'),
      line('Engineer at scale\t2005 - 2007'),
      line('Frontend Entwickler at hitcap esports GmbH\t2021 - 2022'),
      line('Wordpress Entwickler at konzeption sg\t2018 - 2019'),
    ]);
    expect(resume.work.map((w) => [w.position, w.name])).toEqual([
      ['Lead Senior Software Engineer', 'defi SOLUTIONS Inc'],
      ['Praktikant', 'punchin.pictures'],
      ['Software Developer', 'Publishing Concepts, L.P.'],
      // "at" before a common word names no employer.
      ['Engineer at scale', undefined],
      // A role, then a name in lower case of a few words to the line's end.
      ['Frontend Entwickler', 'hitcap esports GmbH'],
      ['Wordpress Entwickler', 'konzeption sg'],
    ]);
  });
});

describe('employers with their legal form', () => {
  it('keeps "Axios, Inc." whole rather than reading a name and a position', () => {
    const line = (text: string, breakBefore = true) => documentLine(text, { breakBefore });
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true },
      line('Axios, Inc.'),
      line('January 2014 - July 2017', false),
      line('Built things.'),
    ]);
    expect(resume.work[0]).toMatchObject({ name: 'Axios, Inc.', startDate: '2014-01' });
    expect(resume.work[0]?.position).toBeUndefined();
  });
});

describe('skill groups over their level', () => {
  it('reads a name over its level as a group, its keywords under it, its name perhaps wrapped', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { scale: 0.93, ...more });
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('SKILLS', { heading: true, scale: 1.5, breakBefore: true }),
      line('Web Development', { scale: 1.07, breakBefore: true, fill: 0.2 }),
      line('advanced', { scale: 1 }),
      line('JavaScript · HTML · HTML 5 ·'),
      // A keyword row in bold is the group's still.
      line('CSS · REST API · MVC', { heading: true }),
      line('DevOps', { scale: 1.07, breakBefore: true, fill: 0.1 }),
      line('Intermediate', { scale: 1, breakBefore: true }),
      line('Software Development', { scale: 1.07, breakBefore: true, fill: 0.96 }),
      line('Cycle', { scale: 1.07, fill: 0.7 }),
      line('Master', { scale: 1, breakBefore: true }),
    ]);
    expect(resume.skills).toEqual([
      {
        name: 'Web Development',
        level: 'advanced',
        keywords: ['JavaScript', 'HTML', 'HTML 5', 'CSS', 'REST API', 'MVC'],
      },
      { name: 'DevOps', level: 'Intermediate' },
      { name: 'Software Development Cycle', level: 'Master' },
    ]);
  });

  it("opens the skills at a sidebar group over a level with the writer's word after it, and joins a level or a bracket wrapped over two lines (caffeine)", () => {
    const side = (text: string, scale: number, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { heading: true, side: true, scale, ...more });
    const { resume, sections } = parseCv([
      documentLine('DAVID PIATEK', { heading: true, scale: 3.6, breakBefore: true }),
      side('ABOUT', 1.27, { breakBefore: true }),
      side('DAV.PIATEK@EXAMPLE.COM', 0.82, { breakBefore: true }),
      side('WEB DEVELOPMENT', 1.27, { breakBefore: true }),
      side('MASTER - SENIOR', 1.09, { breakBefore: true }),
      side('PHP', 0.91, { breakBefore: true }),
      side('SYMFONY', 0.91),
      side('TESTING', 1.27, { breakBefore: true }),
      side('ADVANCED -', 1.09, { breakBefore: true }),
      side('AFICIONADO', 1.09),
      side('JEST', 0.91, { breakBefore: true }),
      side('TDD (TEST DRIVEN', 0.91),
      side('DEVELOPMENT)', 0.91),
    ]);
    expect(sections.map((s) => s.name)).toContain('skills');
    expect(resume.skills).toEqual([
      { name: 'WEB DEVELOPMENT', level: 'MASTER - SENIOR', keywords: ['PHP', 'SYMFONY'] },
      {
        name: 'TESTING',
        level: 'ADVANCED - AFICIONADO',
        keywords: ['JEST', 'TDD (TEST DRIVEN DEVELOPMENT)'],
      },
    ]);
  });
});

describe('skill groups named like a section', () => {
  it('keeps "Languages" over programming languages and "Technologies" as groups of the skills section', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { scale: 0.93, ...more });
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('S K I L L S', { heading: true, scale: 0.86, breakBefore: true }),
      line('Languages', { scale: 1.07, breakBefore: true }),
      line('TypeScript/JavaScript · HTML · CSS · Python'),
      line('Technologies', { scale: 1.07, breakBefore: true }),
      line('React · TailwindCSS · Docker'),
      // Spoken languages under the same title in body type: the languages section.
      line('Languages', { scale: 1.07, breakBefore: true }),
      line('English · French'),
    ]);
    expect(resume.skills.map((s) => [s.name, s.keywords])).toEqual([
      ['Languages', ['TypeScript/JavaScript', 'HTML', 'CSS', 'Python']],
      ['Technologies', ['React', 'TailwindCSS', 'Docker']],
    ]);
    expect(resume.languages.map((l) => l.language)).toEqual(['English', 'French']);
  });

  it('keeps "Languages" set as a smaller heading over a list of tools a group; one in the type of the section title, or over spoken languages run into their level, a section', () => {
    const item = (text: string) => documentLine(text, { bullet: true });
    const heading = (text: string, scale: number) =>
      documentLine(text, { heading: true, scale, breakBefore: true });
    const { resume } = parseCv([
      heading('Adam Langbert', 2),
      heading('Skills', 1.4),
      heading('Languages', 1.2),
      item('TypeScript/JavaScript'),
      item('HTML'),
      item('CSS'),
      heading('Technologies', 1.2),
      item('React'),
      item('Docker'),
      heading('Languages', 1.4),
      item('Norsk'),
      item('Morsmål'),
      item('Dansk'),
    ]);
    expect(resume.skills.map((s) => [s.name, s.keywords])).toEqual([
      ['Languages', ['TypeScript/JavaScript', 'HTML', 'CSS']],
      ['Technologies', ['React', 'Docker']],
    ]);
    // The second "Languages" is the next section, not a group of tools (Norwegian's names for them).
    expect(resume.skills.flatMap((s) => s.keywords)).not.toContain('Norsk');
    const glued = parseCv([
      heading('Alexander Kehr', 2),
      heading('Skills', 1.4),
      heading('Web', 1.2),
      item('React'),
      heading('Languages', 1.2),
      item('Deutschmaster'),
      item('Englischadvanced'),
      item('Spanischbeginner'),
    ]).resume;
    expect(glued.skills.map((s) => s.name)).toEqual(['Web']);
    expect(glued.languages.length).toBe(3);
  });
});

describe('skill groups', () => {
  it('reads a keyword in capitals among others, with no gap above it, as a keyword, not a group title', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) => documentLine(text, more);
    const caps = (text: string) => line(text, { heading: true });
    const grouped = parseCv([
      line('Daniel Gamboa', { heading: true, scale: 2, breakBefore: true }),
      line('Skills', { heading: true, scale: 1.4, breakBefore: true }),
      line('AWS', { heading: true, breakBefore: true }),
      line('AWS Cloudfront'),
      caps('AWS S3'),
      caps('AWS ECR'),
      line('AWS Lambda'),
      // A title in capitals over a list of its own stays a title.
      line('IDE', { heading: true }),
      line('Xcode\tAndroid Studio\tEclipse'),
    ]).resume;
    expect(grouped.skills.map((s) => [s.name, s.keywords])).toEqual([
      ['AWS', ['AWS Cloudfront', 'AWS S3', 'AWS ECR', 'AWS Lambda']],
      ['IDE', ['Xcode', 'Android Studio', 'Eclipse']],
    ]);
    const flat = parseCv([
      line('Wilson Espina', { heading: true, scale: 2, breakBefore: true }),
      line('Skills', { heading: true, scale: 1.4, breakBefore: true }),
      line('TypeScript', { breakBefore: true }),
      line('Python'),
      caps('HTML5'),
      line('Accessibility'),
      caps('AWS'),
      line('Teaching'),
    ]).resume;
    expect(flat.skills.map((s) => s.name)).toEqual([
      'TypeScript',
      'Python',
      'HTML5',
      'Accessibility',
      'AWS',
      'Teaching',
    ]);
  });

  it('reads a group title wrapped after "and" as one title over its keywords', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { scale: 0.93, fill: 0.2, ...more });
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('SKILLS', { heading: true, breakBefore: true }),
      line('Programming and', { scale: 1.07, breakBefore: true }),
      line('Scripting languages', { scale: 1.07 }),
      line('HTML · CSS · Java ·'),
      line('Swift'),
      line('Version Control', { scale: 1.07, breakBefore: true }),
      line('Git · GitHub'),
    ]);
    expect(resume.skills).toEqual([
      { name: 'Programming and Scripting languages', keywords: ['HTML', 'CSS', 'Java', 'Swift'] },
      { name: 'Version Control', keywords: ['Git', 'GitHub'] },
    ]);
  });

  it('keeps a keyword’s bracketed list of parts whole', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) => documentLine(text, more);
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2, breakBefore: true }),
      line('SKILLS', { heading: true, breakBefore: true }),
      line('Data', { heading: true, scale: 1.2, breakBefore: true }),
      line('SQL (MySQL, PostgreSQL), NoSQL (MongoDB; Redis), Neo4j'),
      line('Productivity applications', { heading: true, scale: 1.2, breakBefore: true }),
      line('iWork (Keynote, Pages, Numbers) · Microsoft Office [Excel, Word]'),
    ]);
    expect(resume.skills).toEqual([
      { name: 'Data', keywords: ['SQL (MySQL, PostgreSQL)', 'NoSQL (MongoDB; Redis)', 'Neo4j'] },
      {
        name: 'Productivity applications',
        keywords: ['iWork (Keynote, Pages, Numbers)', 'Microsoft Office [Excel, Word]'],
      },
    ]);
  });

  it('reads a skill wrapped over two lines of a narrow sidebar as one, one skill a line', () => {
    const line = (text: string, fill: number, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { heading: true, scale: 0.91, fill, side: true, ...more });
    const { resume } = parseCv([
      documentLine('Kevin Kelly', { heading: true, scale: 3, breakBefore: true }),
      line('SKILLS', 0.3, { scale: 1.5, breakBefore: true }),
      line('DEVELOPMENT AREAS', 0.7, { scale: 1.27, breakBefore: true }),
      line('NETWORKED APPLICATIONS', 0.94, { breakBefore: true }),
      line('CYBER-SECURITY', 0.59),
      line('APPLICATIONS', 0.49, { wrapped: true }),
      // Set as close under a full line, a new skill: its first word would have fitted.
      line('DATA VISUALIZATION', 0.69, { wrapped: true }),
    ]);
    expect(resume.skills).toEqual([
      {
        name: 'DEVELOPMENT AREAS',
        keywords: ['NETWORKED APPLICATIONS', 'CYBER-SECURITY APPLICATIONS', 'DATA VISUALIZATION'],
      },
    ]);
  });

  it('reads an interest’s “Skills:” label as the interest’s, not as the skills section', () => {
    // stackoverflow: each interest over its keywords, labelled "Skills:" in body type.
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { breakBefore: true, ...more });
    const { resume } = parseCv([
      line('Jonathan Pool', { heading: true, scale: 2 }),
      line('S K I L L S', { heading: true, scale: 0.86 }),
      line('Database systems', { scale: 1.07 }),
      line('PostgreSQL · MongoDB', { breakBefore: false, scale: 0.93 }),
      line('I N T E R E S T S', { heading: true, scale: 0.86 }),
      line('The assignment problem', { scale: 1.07 }),
      line('Skills:'),
      line('Why buyers and sellers are both scarce', { breakBefore: false, scale: 0.93 }),
      line('Habit disruption', { scale: 1.07 }),
      line('Skills: Dvorak keyboard layout'),
    ]);
    expect(resume.skills).toEqual([{ name: 'Database systems', keywords: ['PostgreSQL', 'MongoDB'] }]);
  });
});

describe('skill groups told apart by size', () => {
  const line = (text: string, scale: number, fill: number, breakBefore = false) =>
    documentLine(text, { heading: true, scale, fill, breakBefore });
  const skillsOf = (lines: DocumentLine[]) =>
    parseCv([{ ...line('Ada Lovelace', 2, 0.5, true) }, { ...line('SKILLS', 1.4, 0.2, true) }, ...lines])
      .resume.skills;

  it('joins a group title wrapped where its next word would not fit, one keyword per line', () => {
    expect(
      skillsOf([
        line('CONTINUOUS', 1.27, 0.64, true),
        line('INTEGRATION TOOLS', 1.27, 0.99),
        line('TEAMCITY', 0.91, 0.34, true),
        line('JENKINS', 0.91, 0.27),
        line('DATABASE', 1.27, 0.49, true),
        line('TSQL', 0.91, 0.17, true),
      ]),
    ).toEqual([
      { name: 'CONTINUOUS INTEGRATION TOOLS', keywords: ['TEAMCITY', 'JENKINS'] },
      { name: 'DATABASE', keywords: ['TSQL'] },
    ]);
  });

  it('keeps titles read down a row apart', () => {
    expect(
      skillsOf([
        line('Frontend', 1.07, 0.11, true),
        line('Backend', 1.07, 0.44),
        line('HTML · CSS', 0.93, 0.2),
      ]),
    ).toEqual([{ name: 'Frontend' }, { name: 'Backend', keywords: ['HTML', 'CSS'] }]);
  });
});

describe('skill groups as text recognition reads them', () => {
  // Sizes as OCR measures them (noisy: a keyword line as large as a title), middots read as dashes.
  const line = (text: string, scale: number, breakBefore = false) =>
    documentLine(text, { scale, fill: 0.4, breakBefore });
  const skillsOf = (lines: DocumentLine[]) =>
    parseCv([
      { ...line('Ada Lovelace', 2, true), heading: true },
      { ...line('SKILLS', 1.05, true), heading: true },
      ...lines,
    ]).resume.skills;

  it('reads a level with its own word under the title, and a dashed list wrapped after its last dash', () => {
    expect(
      skillsOf([
        line('Web development', 1.09, true),
        line('Master - Senior', 0.97),
        line('PHP - Symfony - Typescript -', 0.91),
        line('Golang - Bash', 0.91),
        line('CI/CD (Intégration et', 1.1, true),
        line('Déploiement Continus)', 1.06),
        line('Advanced - Lover ®', 0.92),
        line('Gitlab » Github-action -', 0.97),
        line('Automation « Feature flags -', 1.09),
        line('A/B Testing', 0.97),
      ]),
    ).toEqual([
      {
        name: 'Web development',
        level: 'Master - Senior',
        keywords: ['PHP', 'Symfony', 'Typescript', 'Golang', 'Bash'],
      },
      {
        name: 'CI/CD (Intégration et Déploiement Continus)',
        level: 'Advanced - Lover ®',
        keywords: ['Gitlab', 'Github-action', 'Automation', 'Feature flags', 'A/B Testing'],
      },
    ]);
  });

  it('reads every dash of a list wrapped after a dash as a separator, on each line it wraps onto', () => {
    expect(
      skillsOf([
        line('Backend', 1.1, true),
        line('Medium', 1.0),
        line('MongoDB * PHP - nginx -', 0.97),
        line('apache - node - Python -', 0.97),
        line('Zend Framework - cowboy', 0.97),
      ]),
    ).toEqual([
      {
        name: 'Backend',
        level: 'Medium',
        keywords: ['MongoDB', 'PHP', 'nginx', 'apache', 'node', 'Python', 'Zend Framework', 'cowboy'],
      },
    ]);
  });

  it('keeps a keyword with one dash inside whole', () => {
    expect(
      skillsOf([line('Architecture', 1.09, true), line('CQRS · SOA - microservice · DDD', 0.91)]),
    ).toEqual([{ name: 'Architecture', keywords: ['CQRS', 'SOA - microservice', 'DDD'] }]);
  });
});

describe('entries that open on their dates', () => {
  it('gives each list item the years it opens on and the title that follows them', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) => documentLine(text, { fill: 0, ...more });
    const title = (text: string) => line(text, { heading: true, scale: 1.2, breakBefore: true });
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('Education', { heading: true, scale: 1.4, breakBefore: true }),
      line('2016 2017', { bullet: true }),
      title('Technical University Berlin'),
      line('M.Sc.', { breakBefore: true }),
      line('Computer Science'),
      line('2008 2012', { bullet: true }),
      title('Jawaharlal Nehru Technological University'),
      line('B.Tech.', { breakBefore: true }),
      line('Computer Science & Engineering'),
    ]);
    expect(
      resume.education.map(({ institution, startDate, endDate }) => ({ institution, startDate, endDate })),
    ).toEqual([
      { institution: 'Technical University Berlin', startDate: '2016', endDate: '2017' },
      { institution: 'Jawaharlal Nehru Technological University', startDate: '2008', endDate: '2012' },
    ]);
  });
});

describe('skill groups whose level badge runs on after the name', () => {
  it('splits a skill level off the end of a title over its keywords, never a fluency word', () => {
    const line = (text: string) => documentLine(text, { fill: 0 });
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('Skills'), heading: true, scale: 1.4, breakBefore: true },
      line('System administering Medium'),
      line('Windows\tLinux\tOSX'),
      line('Web development Master - Senior'),
      line('PHP\tSymfony'),
      line('React Native'),
      line('Expo\tRedux'),
    ]);
    expect(resume.skills).toEqual([
      { name: 'System administering', level: 'Medium', keywords: ['Windows', 'Linux', 'OSX'] },
      { name: 'Web development', level: 'Master - Senior', keywords: ['PHP', 'Symfony'] },
      { name: 'React Native', keywords: ['Expo', 'Redux'] },
    ]);
  });
});

describe('skill groups over rows of badges', () => {
  it('reads a plain line between rows of badges as the title of the row under it', () => {
    const line = (text: string) => documentLine(text, { breakBefore: true, fill: 0.5 });
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('SKILLS'), heading: true, scale: 1.4 },
      line('Web'),
      line('Javascript\tReact.js\tJest'),
      line('Angular.js\tHTML/CSS'),
      line('Tooling'),
      line('Linux\tGit\tWebpack'),
    ]);
    expect(resume.skills).toEqual([
      { name: 'Web', keywords: ['Javascript', 'React.js', 'Jest', 'Angular.js', 'HTML/CSS'] },
      { name: 'Tooling', keywords: ['Linux', 'Git', 'Webpack'] },
    ]);
  });
});

describe('schooling as themes print it', () => {
  const line = (text: string, more: Partial<DocumentLine> = {}) =>
    documentLine(text, { breakBefore: true, fill: 0.4, ...more });

  it('reads a degree over its dates, a spelt-out duration and a school named without a school word', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true }),
      line('Innovation & Entrepreneurship, Master (Programme)'),
      line('2014\t—\t2016', { scale: 0.85 }),
      line('a year', { scale: 0.85, breakBefore: false }),
      line('EIT Digital'),
      line('MSc (Sweden) Embedded Systems at KTH Royal Institute of Technology\t2014 - 2015'),
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['EIT Digital', 'Master (Programme)', 'Innovation & Entrepreneurship'],
      ['KTH Royal Institute of Technology', 'MSc (Sweden)', 'Embedded Systems'],
    ]);
  });

  it('reads the field before the degree after a comma, and the other entries of the section by it (modern)', () => {
    const { resume } = parseCv([
      line('Harry Solsem', { heading: true, scale: 2 }),
      line('Education', { heading: true, scale: 1.5 }),
      line('Handelshøyskolen BI', { scale: 1.17 }),
      line('Management, Bachelor'),
      line('2018 - 2019'),
      line('Melbu Videregående skole', { scale: 1.17 }),
      line('IT, VK2, Handel og kontor, Data- og informasjonsbehandling', { fill: 1 }),
      line('1989 - 1990'),
      // A course's words, not a place: no country says so, and they are no names.
      line('Sortland Videregående skole', { scale: 1.17 }),
      line('Handels- og kontorfag, Grunnkurs'),
      line('1987 - 1988'),
    ]);
    expect(resume.education.map((e) => [e.institution, e.area, e.studyType])).toEqual([
      ['Handelshøyskolen BI', 'Management', 'Bachelor'],
      ['Melbu Videregående skole', 'IT', 'VK2, Handel og kontor, Data- og informasjonsbehandling'],
      ['Sortland Videregående skole', 'Handels- og kontorfag', 'Grunnkurs'],
    ]);
  });

  it('keeps a school over a degree named like a level in its section, not a skill group (kendall, Word)', () => {
    const { resume } = parseCv([
      line('Hélène Jonin', { heading: true, scale: 2 }),
      line('Education', { heading: true, scale: 1.5 }),
      line('2012 2014', { bullet: true, breakBefore: false }),
      line('Université Paul Sabatier', { heading: true, scale: 1.14 }),
      line('Master', { bullet: true, breakBefore: false }),
      line('Informatique et Interaction Homme-Machine', { bullet: true, breakBefore: false }),
    ]);
    expect(resume.skills).toEqual([]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.startDate])).toEqual([
      ['Université Paul Sabatier', 'Master', '2012'],
    ]);
  });

  it('keeps what was studied without a degree word, and a degree wrapped before the school', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true }),
      line('Exchange semester Maths and Computer Science at University of Technology Sydney\t2009 - 2009'),
      line('Beuth Bonus Qualifizierung fuer zugewanderte\tSep 2016 - May 2017', { scale: 1.14, fill: 1 }),
      line('Akademiker/innen at Beuth University of Applied Sciences', { scale: 1.14, breakBefore: false }),
    ]);
    expect(resume.education.map((e) => [e.institution, e.area])).toEqual([
      ['University of Technology Sydney', 'Exchange semester Maths and Computer Science'],
      [
        'Beuth University of Applied Sciences',
        'Beuth Bonus Qualifizierung fuer zugewanderte Akademiker/innen',
      ],
    ]);
  });

  it('tells what was taken from its field without a degree word, by "in" or by a comma', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true }),
      line('SensioLabs'),
      line('Professional training in Paris', { breakBefore: false }),
      line('Sep 2014 - Sep 2014', { breakBefore: false }),
      line('Centro de Estudios Almi'),
      line('Tecnologías de la Información, Training Course about Web Projects', { breakBefore: false }),
      line('2013 - 2014', { breakBefore: false }),
      line('Havering Sixth Form College'),
      line('A Levels in Mathematics, Physics, Biology', { breakBefore: false }),
      line('Jun 2006 - Sep 2008', { breakBefore: false }),
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['SensioLabs', 'Professional training', 'Paris'],
      ['Centro de Estudios Almi', 'Training Course about Web Projects', 'Tecnologías de la Información'],
      // A degree's subjects are no place ("Physics, Biology" is no city and region).
      ['Havering Sixth Form College', 'A Levels', 'Mathematics, Physics, Biology'],
    ]);
  });

  it("tells which of two unnamed parts is the school from the order the section's other entries show", () => {
    const read = (lines: DocumentLine[]) =>
      parseCv([
        line('Ada Lovelace', { heading: true, scale: 2 }),
        line('EDUCATION', { heading: true }),
        ...lines,
      ]).resume.education.map((e) => [e.institution, e.area]);
    const bootcamp = [
      line('Sept 2017 - Dec 2017'),
      line('Web Development Immersive', { breakBefore: false }),
      line('General Assembly', { breakBefore: false }),
    ];
    const warwick = [
      line('Oct 2006 - Jul 2010'),
      line('MEng Civil Engineering', { breakBefore: false }),
      line('University of Warwick', { breakBefore: false }),
    ];
    expect(read([...bootcamp, ...warwick])).toEqual([
      ['General Assembly', 'Web Development Immersive'],
      ['University of Warwick', 'Civil Engineering'],
    ]);
    // Alone, nothing tells: the first part is taken for the school, and nothing for what was studied.
    expect(read(bootcamp)).toEqual([['Web Development Immersive', undefined]]);
  });

  it('reads "X at School" as the theme wraps it beside and around its dates', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true }),
      // The school's name wrapped after a "from" word set beside the dates.
      line('Pregrado Ingeniería Civil at Universidad de\tJan 2011 - Jan 2013', { scale: 1.14, fill: 1 }),
      line('Santiago de Chile', { scale: 1.14, breakBefore: false, fill: 0.2 }),
      line('Grade: -', { breakBefore: false }),
      // Wrapped, with the next entry right under it.
      line('A Levels Mathematics at Havering Sixth Form\tJun 2006 - Sep 2008', { scale: 1.14, fill: 1 }),
      line('College', { scale: 1.14, breakBefore: false, fill: 0.1 }),
      // The word "at" left at the end of a line, the dates between it and the school.
      line('Master Informatique at', { scale: 1.14, fill: 0.7 }),
      line('Jan 2012 - Jan 2014', { scale: 0.93, breakBefore: false, fill: 1 }),
      line('Université Paul Sabatier', { scale: 1.14, breakBefore: false, fill: 0.6 }),
      // A school's word on both sides of "at".
      line('Aug 2015 - May 2019', { scale: 0.93, fill: 1 }),
      line('Diploma High School Diploma at Milton High School', {
        scale: 1.14,
        breakBefore: false,
        fill: 0.6,
      }),
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Universidad de Santiago de Chile', 'Pregrado', 'Ingeniería Civil'],
      ['Havering Sixth Form College', 'A Levels', 'Mathematics'],
      ['Université Paul Sabatier', 'Master', 'Informatique'],
      ['Milton High School', 'Diploma High School Diploma', undefined],
    ]);
  });

  it('reads the field after the word that follows a whole degree name, though it holds such words too', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true, scale: 1.5 }),
      line('Pregrado in Ingeniería en Ejecución Informática at Universidad de Chile\t2011 - 2013'),
      line(
        'Bachelor in Technical Engineer in Administrative Data Processing, University of La Rioja\t2006 - 2011',
      ),
      line('Master of Science in Computer Science, University of Texas\t2004 - 2006'),
    ]);
    expect(resume.education.map((e) => [e.studyType, e.area])).toEqual([
      ['Pregrado', 'Ingeniería en Ejecución Informática'],
      ['Bachelor', 'Technical Engineer in Administrative Data Processing'],
      ['Master of Science', 'Computer Science'],
    ]);
  });

  it('reads a column of years beside a school, with its degree and field under it', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true, scale: 1.5 }),
      // The end year alone under the start year; a degree word that is also a skill level under it.
      line('2012\tECAM (France)', { heading: true, scale: 1.2 }),
      line('2017', { breakBefore: false }),
      line('Master', { breakBefore: false }),
      line('Généraliste'),
      // The end year beside the school's wrapped name; a link before the degree.
      line('2014\tEindhoven University of', { heading: true, scale: 1.2 }),
      line('2016\tTechnology (TU/e)', { heading: true, scale: 1.2, breakBefore: false }),
      line('https://www.tue.nl/', { breakBefore: false }),
      line('MSc (Netherlands)'),
      line('Embedded Networking'),
      line('Grade: 8.01/10'),
      // A school named without a school word: the part beside the degree's field.
      line('2014\tEIT Digital', { heading: true, scale: 1.2 }),
      line('2016', { breakBefore: false }),
      line('Master (Programme)'),
      line('Innovation & Entrepreneurship'),
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area, e.startDate, e.endDate])).toEqual(
      [
        ['ECAM (France)', 'Master', 'Généraliste', '2012', '2017'],
        [
          'Eindhoven University of Technology (TU/e)',
          'MSc (Netherlands)',
          'Embedded Networking',
          '2014',
          '2016',
        ],
        ['EIT Digital', 'Master (Programme)', 'Innovation & Entrepreneurship', '2014', '2016'],
      ],
    );
    expect(resume.skills).toEqual([]);
  });

  it('joins a dateless degree and the school on the line under it', () => {
    const { resume } = parseCv([
      line('Ada Lovelace', { heading: true, scale: 2 }),
      line('EDUCATION', { heading: true }),
      line('Medieninformatik, B.Sc.'),
      line('Ludwig-Maximilians-Universität, GPA: 1.6'),
      line('BS in Computer Science at University of Maryland'),
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Ludwig-Maximilians-Universität', 'B.Sc.', 'Medieninformatik'],
      ['University of Maryland', 'BS', 'Computer Science'],
    ]);
  });
});

describe('contact details', () => {
  it('finds an e-mail address wrapped at a narrow column edge, and only then', () => {
    expect(findEmail('About\nlena.vasquez@example.\ncom\n(415) 555-0117')).toBe('lena.vasquez@example.com');
    expect(findEmail('name@example.c\nom')).toBe('name@example.com');
    expect(findEmail('a@b.org\nnext line')).toBe('a@b.org');
    expect(findEmail('no address here\nat all')).toBeUndefined();
  });

  it('takes no ZIP+4 code, ISBN or long identifier for a phone number', () => {
    expect(findPhone('Oakland, CA 94607-5208\n(510) 225-1717')).toBe('(510) 225-1717');
    expect(findPhone('ISBN 978-89-6848-153-6, 2016\nbuild 20090910101711')).toBeUndefined();
    expect(findPhone('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(findPhone('0612345678')).toBe('0612345678');
  });
});

describe('postal addresses', () => {
  it('reads a country in brackets by name or ISO code, a street and postcode before the city, and blank fields', () => {
    expect(parseLocation('Paris, (FR)')).toEqual({ city: 'Paris', countryCode: 'FR' });
    expect(parseLocation('Zurich, (Switzerland)')).toEqual({ city: 'Zurich', countryCode: 'CH' });
    expect(parseLocation('Sydney, NSW (AU)')).toEqual({ city: 'Sydney', region: 'NSW', countryCode: 'AU' });
    expect(parseLocation('Teglverksfaret 16, 1405, Langhus, Akershus (NO)')).toEqual({
      address: 'Teglverksfaret 16',
      postalCode: '1405',
      city: 'Langhus',
      region: 'Akershus',
      countryCode: 'NO',
    });
    // Without a region, the city last after its postcode, each a field of its own.
    expect(parseLocation('3 Glatigny, 41310, Prunay-Cassereau, (FR)')).toEqual({
      address: '3 Glatigny',
      postalCode: '41310',
      city: 'Prunay-Cassereau',
      countryCode: 'FR',
    });
    expect(parseLocation('-, -, Santiago, Región Metropolitana (CL)')?.city).toBe('Santiago');
    expect(parseLocation('Lyon,')).toEqual({ city: 'Lyon' });
    expect(parseLocation('Hauptstraße 12, 10115 Berlin')).toEqual({
      address: 'Hauptstraße 12',
      postalCode: '10115',
      city: 'Berlin',
    });
    expect(parseLocation('Team of 12, 2019 Award')).toBeUndefined();
    // No comma, no place; an unknown code is no country.
    expect(parseLocation('Java (EE)')).toBeUndefined();
    expect(parseLocation('Acme, (ZZ)')).toBeUndefined();
  });

  it('knows a city by its name alone, in its own spelling, and with its country after a space', () => {
    expect(parseLocation('Wien')).toEqual({ city: 'Wien' });
    expect(cityNamed('München')).toMatchObject({ name: 'Munich', countryCode: 'DE' });
    expect(parseLocation('Paris FR')).toEqual({ city: 'Paris', countryCode: 'FR' });
    expect(parseLocation('Lyon France')).toEqual({ city: 'Lyon', countryCode: 'FR' });
    // A country after the city that is not the city's, a word some town is named after, a name's end set
    // in capitals: no place.
    expect(parseLocation('Toulouse DE')).toBeUndefined();
    expect(parseLocation('University')).toBeUndefined();
    expect(parseLocation('SAN GIL')).toBeUndefined();
    expect(parseLocation('Senior Manager')).toBeUndefined();
    // A known city, then its region, postcode and country; pieces without a letter are no place.
    expect(parseLocation('München, Bayern 81371 DE')).toEqual({
      city: 'München',
      postalCode: '81371',
      countryCode: 'DE',
    });
    expect(parseLocation('+49, 1575')).toBeUndefined();
  });

  it('takes the place before a US state as the city, however the theme wraps the address', () => {
    const city = (text: string) => cityBeforeState(text)?.city;
    expect(city('920 Lavaca Street, 78701, Austin, Texas (US)')).toBe('Austin');
    expect(city('88 Harrison Street, Unit 1402, San\nFrancisco, California, US, 94105')).toBe(
      'San Francisco',
    );
    expect(city('2712 Broadway St\nSan Francisco, California CA 94115 US')).toBe('San Francisco');
    expect(city('Programmer\nSan Francisco, California, US')).toBe('San Francisco');
    expect(cityBeforeState('Seattle, Washington 98105 US')).toEqual({
      postalCode: '98105',
      city: 'Seattle',
      region: 'Washington',
      countryCode: 'US',
    });
    // The postal code between the city and the state (eloquent).
    expect(cityBeforeState('88 Harrison Street, Unit 1402, San Francisco, 94105, California, US')).toEqual({
      postalCode: '94105',
      city: 'San Francisco',
      region: 'California',
      countryCode: 'US',
    });
    // A headline with a comma, a European address: no US state, no city from this rule.
    expect(cityBeforeState('Staff Software Engineer, Distributed Systems')).toBeUndefined();
    expect(cityBeforeState('12 rue de la Paix, 75002 Paris, France')).toBeUndefined();
  });

  it("reads a form's fields in order, the postcode a field of its own between the city and the region", () => {
    expect(parseLocation('Valleystraße 39, München, 81371, Bayern, DE')).toEqual({
      address: 'Valleystraße 39',
      postalCode: '81371',
      city: 'München',
      region: 'Bayern',
      countryCode: 'DE',
    });
    // "CA" after a region is Canada, not California; a Canadian postcode is a field too.
    expect(parseLocation('5526, rue Laurendau, app. 205, Montreal, H4E3W1, Québec, CA')).toMatchObject({
      city: 'Montreal',
      postalCode: 'H4E3W1',
      region: 'Québec',
      countryCode: 'CA',
    });
    // A country's name in the region's place is no region.
    expect(parseLocation('Löwenberger strasse 2, Berlin, 10315, Germany, DE')).toEqual({
      address: 'Löwenberger strasse 2',
      postalCode: '10315',
      city: 'Berlin',
      countryCode: 'DE',
    });
    expect(parseLocation('London, SW1A 1AA, UK')).toMatchObject({ city: 'London', countryCode: 'GB' });
  });

  it('leaves a region and a country code after a postcode to the form reading, not a US state', () => {
    expect(cityBeforeState('Valleystraße 39, München, 81371, Bayern, DE')).toBeUndefined();
    expect(cityBeforeState('920 Lavaca Street, 78701,\nAustin, Texas (US)')).toMatchObject({
      city: 'Austin',
      region: 'Texas',
    });
  });
});

describe('the job-offer parser on plain text', () => {
  const offer = parseOffer(fromText(OFFER).lines);

  it('reads the labelled facts', () => {
    expect(offer).toMatchObject({
      title: 'Data engineer',
      company: 'Example SA',
      contract_type: 'permanent',
      working_time: 'full_time',
      remote: 'hybrid',
    });
    expect(offer.salary).toMatchObject({ min: 55000, max: 65000, currency: 'EUR', period: 'year' });
  });

  it('keeps requirements, wishes and responsibilities apart', () => {
    expect(offer.required).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(offer.desired).toEqual(['Kubernetes']);
    expect(offer.responsibilities).toEqual(['Build data pipelines', 'Model data for analysts']);
    expect(offer.experience?.min_years).toBe(3);
  });
});

describe('a two-column theme’s undated schools and tags under a group title (kendall)', () => {
  const line = (text: string, more: Partial<DocumentLine> = {}) =>
    documentLine(text, { breakBefore: true, fill: 0.5, ...more });

  it('leaves the "Present" of an undated school out of its name, and joins the field and the grade to the degree', () => {
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('EDUCATION'), heading: true, scale: 1.5 },
      { ...line('Present University of Maryland'), heading: true, scale: 1.2 },
      line('BS', { breakBefore: false }),
      line('in Computer Science'),
      { ...line('Present University of Maryland'), heading: true, scale: 1.2 },
      line('AA', { breakBefore: false }),
      line('in Computer Science'),
      line('Grade: 4.0'),
    ]);
    expect(resume.education.map((e) => [e.institution, e.studyType, e.area, e.score])).toEqual([
      ['University of Maryland', 'BS', 'Computer Science', undefined],
      ['University of Maryland', 'AA', 'Computer Science', '4.0'],
    ]);
  });

  it('keeps a sentence opening on "Present" whole', () => {
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('PROJECTS'), heading: true, scale: 1.5 },
      { ...line('Present results to the board'), heading: true, scale: 1.2 },
    ]);
    expect(JSON.stringify(resume)).toContain('Present results to the board');
  });

  it('reads "Languages" over tags in smaller type, set apart, as a skill group, not the languages section', () => {
    const tag = (text: string, breakBefore = false) => line(text, { scale: 0.85, breakBefore });
    const { resume } = parseCv([
      { ...line('Ada Lovelace'), heading: true, scale: 2 },
      { ...line('SKILLS'), heading: true, scale: 1.5 },
      line('Languages', { scale: 1.1 }),
      tag('TypeScript/JavaScript', true),
      tag('HTML'),
      tag('Python'),
      line('Technologies', { scale: 1.1 }),
      tag('React', true),
      tag('Docker'),
    ]);
    expect(resume.skills).toEqual([
      { name: 'Languages', keywords: ['TypeScript/JavaScript', 'HTML', 'Python'] },
      { name: 'Technologies', keywords: ['React', 'Docker'] },
    ]);
    expect(resume.languages).toEqual([]);
  });
});

describe('the main column going on after a sidebar ending on a level', () => {
  it('reads the next page’s jobs as work, though the sidebar’s last line, a level, runs to its margin', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { breakBefore: true, fill: 0.5, page: 1, ...more });
    const side = (text: string, more: Partial<DocumentLine> = {}) => line(text, { side: true, ...more });
    const prose =
      'Als Frontend-Entwickler bei Zeix habe ich an der Entwicklung von Websites der Regierung mitgewirkt.';
    const { resume } = parseCv([
      { ...line('Tobias Wust'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true, scale: 1.5 },
      { ...line('node.energy'), heading: true, scale: 1.2 },
      line('October 2024 – Present', { breakBefore: false }),
      { ...line('Senior Frontend Developer'), heading: true, scale: 1.2 },
      { ...side('LANGUAGES'), heading: true, scale: 1.5 },
      side('Deutsch'),
      side('Native Speaker', { breakBefore: false, fill: 1, scale: 0.85 }),
      side('Italienisch'),
      side('Elementary', { breakBefore: false, fill: 1, scale: 0.85 }),
      // the last job's highlights go on first, one tool a line
      ...['Webpack', 'Mantine', 'Typescript'].map((t) => line(t, { page: 2, fill: 0.1 })),
      { ...line('Zeix AG', { page: 2 }), heading: true, scale: 1.2 },
      line('March 2023 – Present', { breakBefore: false, page: 2 }),
      { ...line('Associate Frontend Entwickler', { page: 2 }), heading: true, scale: 1.2 },
      line(prose, { page: 2, fill: 0.95 }),
    ]);
    expect(resume.work.map((w) => w.name)).toEqual(['node.energy', 'Zeix AG']);
    expect(resume.languages.map((l) => l.language)).toEqual(['Deutsch', 'Italienisch']);
  });
});

describe('jobs whose dates stand on lines of their own', () => {
  const line = (text: string, more: Partial<DocumentLine> = {}) =>
    documentLine(text, { breakBefore: true, fill: 0.5, page: 1, ...more });
  const job = (name: string, dates: string, position: string, page = 1) => [
    { ...line(name, { page }), heading: true, scale: 1.2 },
    line(dates, { breakBefore: false, page }),
    { ...line(position, { page }), heading: true, scale: 1.2 },
  ];

  it('reads a year inside a highlight as the highlight’s, not as a job', () => {
    const { resume } = parseCv([
      { ...line('Juan Pablo Addeo'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true, scale: 1.5 },
      ...job('Baufest', 'May 2010 – July 2012', 'Desarrollador .NET y Sharepoint'),
      line('Highlights'),
      line('Configuración, Implementación y Desarrollo de plataforma MOSS 2007'),
      line('Desarrollo de formularios en Infopath 2007 y 2010'),
      ...job('IBM', 'August 2008 – September 2009', 'Desarrollador de Aplicaciones'),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Baufest', 'Desarrollador .NET y Sharepoint', '2010-05'],
      ['IBM', 'Desarrollador de Aplicaciones', '2008-08'],
    ]);
  });

  it('reads a title carrying its employer’s address in brackets after a highlight as the next job’s', () => {
    // eloquent: "Position, Employer (https://…)" over its dates, the previous job ending on a bullet.
    const dates = (text: string) => line(text, { scale: 0.85 });
    const { resume } = parseCv([
      { ...line('Godra Ádám'), heading: true, scale: 2 },
      { ...line('EXPERIENCE'), heading: true, scale: 1.4 },
      line('Full-stack software engineer,\tQuino.ai (https://quino.ai)'),
      dates('December 2022 —\tSeptember 2023'),
      line('Build and develop Python+FastAPI+PostgreSQL backend', { bullet: true }),
      line('Backend/Blockchain Engineer - full time,\tMinyma-Technologies (https://www.minyma-tech.com)'),
      dates('January 2022 —\tDecember 2022'),
      line('Create the Solidity smart contracts governing the transactions of custom NFTs', { bullet: true }),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Quino.ai', 'Full-stack software engineer', '2022-12'],
      ['Minyma-Technologies', 'Backend/Blockchain Engineer - full time', '2022-01'],
    ]);
  });

  it('reads an employer’s name wrapped onto a second line as one name, its first word too long to fit', () => {
    const { resume } = parseCv([
      { ...line('Daniel Gamboa'), heading: true, scale: 2 },
      { ...line('EXPERIENCE'), heading: true, scale: 1.4 },
      line('Desarrollador Principal,\tNimanic Technologies (https://nimanic.com)'),
      line('June 2019 —\tJuly 2020', { scale: 0.85 }),
      line('Encargado de gestionar los servicios alojados en AWS', { bullet: true }),
      line('Desarrollador Backend,\tVinco Orbis', { fill: 0.89 }),
      line('Proyectos SA de CV (https://vincoorbis.com)', { breakBefore: false, fill: 0.51 }),
      line('March 2015 —\tJune 2019', { scale: 0.85 }),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Nimanic Technologies', 'Desarrollador Principal', '2019-06'],
      ['Vinco Orbis Proyectos SA de CV', 'Desarrollador Backend', '2015-03'],
    ]);
  });

  it('reads an employer’s address wrapped under its title as the address, not as the title', () => {
    const { resume } = parseCv([
      { ...line('Anand Bhaskaran'), heading: true, scale: 2 },
      { ...line('EXPERIENCE'), heading: true, scale: 1.4 },
      line('Founding Engineer,\tDronistics (https://dronistics.com)'),
      line('August 2018 —\tMarch 2020', { scale: 0.85 }),
      line('Engineered real-time flight control APIs and logistics optimization algorithms.', {
        bullet: true,
      }),
      line('Research Engineer,\tEPFL, Laboratory of Intelligent Systems (Robogen)'),
      line('(https://aws.amazon.com/blogs/publicsector/epfl-designs-robots-through-artificial-', {
        breakBefore: false,
        fill: 0.97,
      }),
      line('evolution/)', { breakBefore: false, fill: 0.13 }),
      line('August 2016 —\tJuly 2018', { scale: 0.85 }),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Dronistics', 'Founding Engineer', '2018-08'],
      ['EPFL, Laboratory of Intelligent Systems (Robogen)', 'Research Engineer', '2016-08'],
    ]);
  });

  it('reads years in a long job’s prose and highlights as the text’s, even when they outnumber the jobs', () => {
    const prose = (text: string, more: Partial<DocumentLine> = {}) =>
      line(text, { breakBefore: false, fill: 0.95, ...more });
    const { resume } = parseCv([
      { ...line('Jonathan Pool'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true, scale: 1.5 },
      ...job('The Long Now Foundation', 'Jan 2012 - Dec 2015', 'Project Director'),
      prose(
        'PanLex is the successor to the PanDictionary project of the Turing Center at the University (2006–',
        {
          breakBefore: true,
        },
      ),
      prose('2010), directed by Oren Etzioni. PanLex is building an open-source database documenting all'),
      ...job('Centerplex', 'Jun 1993 - Jun 2004', 'Proprietor'),
      line('Earned EPA Energy Star for Small Business Award, 1999'),
      line('Lighting upgrade got honorable mention from International Interior Design Association, 1999', {
        breakBefore: false,
      }),
      line('Profiled in Joseph Romm, “Cool Companies” (2006)', { breakBefore: false }),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['The Long Now Foundation', 'Project Director', '2012-01'],
      ['Centerplex', 'Proprietor', '1993-06'],
    ]);
  });

  it('reads a job whose dates end a page and whose title opens the next, after the sidebar, as one', () => {
    const side = (text: string) => line(text, { side: true });
    const { resume } = parseCv([
      { ...line('Juan Pablo Addeo'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true, scale: 1.5 },
      ...job('Ministerio Público Fiscal', 'February 2017 – July 2018', 'Líder de Desarrollo de Software'),
      { ...line('Ministerio Público Fiscal'), heading: true, scale: 1.2 },
      line('August 2012 – January 2017', { breakBefore: false }),
      { ...side('LANGUAGES'), heading: true, scale: 1.5 },
      side('Español'),
      side('Inglés'),
      {
        ...line('Analista Técnico y Desarrollador de Software', { page: 2 }),
        heading: true,
        scale: 1.2,
      },
      line('Analista técnico y desarrollador en el departamento de TI y Comunicaciones del ministerio', {
        page: 2,
        breakBefore: false,
        fill: 0.95,
      }),
      ...job('Freelance', 'August 2008 – Present', 'Desarrollador de Software', 2),
    ]);
    expect(resume.work.map((w) => [w.position, w.startDate])).toEqual([
      ['Líder de Desarrollo de Software', '2017-02'],
      ['Analista Técnico y Desarrollador de Software', '2012-08'],
      ['Desarrollador de Software', '2008-08'],
    ]);
  });
});

describe('a skill group’s title beside a section title set in a margin (even)', () => {
  it('reads the group title wrapped onto a line naming a section as one title', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { breakBefore: true, fill: 0.5, ...more });
    const title = (text: string, more: Partial<DocumentLine> = {}) =>
      headingLine(text, 1.56, { fill: 0.5, ...more });
    const { resume } = parseCv([
      headingLine('Maya Okonkwo', 3),
      title('Skills\tProgramming', { fill: 0.8 }),
      title('Languages', { breakBefore: false }),
      line('Python\tTypeScript\tJava', { breakBefore: false, fill: 0.9 }),
      title('Web Development'),
      line('React\tNext.js', { breakBefore: false }),
    ]);
    expect(resume.skills).toEqual([
      { name: 'Programming Languages', keywords: ['Python', 'TypeScript', 'Java'] },
      { name: 'Web Development', keywords: ['React', 'Next.js'] },
    ]);
  });
});

describe('skill groups titled like sections, in a row of group titles', () => {
  it('reads "Technologies" set as a group’s heading beside "Languages" in the skills, not a new section', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { breakBefore: true, fill: 0.5, ...more });
    const title = (text: string, more: Partial<DocumentLine> = {}) =>
      headingLine(text, 1.56, { fill: 0.5, ...more });
    const { resume } = parseCv([
      headingLine('Adam Langbert', 3),
      title('Skills\tLanguages', { fill: 0.4 }),
      title('Technologies', { breakBefore: false, fill: 0.9 }),
      line('TypeScript\tReact', { breakBefore: false }),
      title('DevOps'),
      line('AWS\tDocker', { breakBefore: false }),
    ]);
    // Read down the row, the two titles are not told apart, but every keyword stays a skill.
    expect(resume.skills.flatMap((s) => s.keywords ?? [])).toEqual(['TypeScript', 'React', 'AWS', 'Docker']);
    expect(resume.skills.at(-1)?.name).toBe('DevOps');
    expect(resume.languages).toEqual([]);
  });
});

describe('undated degrees whose lines open on the field', () => {
  const line = (text: string, more: Partial<DocumentLine> = {}) =>
    documentLine(text, { breakBefore: true, fill: 0.4, ...more });
  const education = (lines: DocumentLine[]) =>
    parseCv([
      { ...line('Adam Langbert'), heading: true, scale: 2 },
      { ...line('EDUCATION'), heading: true, scale: 1.5 },
      ...lines,
    ]).resume.education.map((e) => [e.institution, e.studyType, e.score]);

  it('joins a school and its degree set apart under it', () => {
    expect(
      education([
        { ...line('University of Maryland'), heading: true, scale: 1.2 },
        line('AA'),
        line('in Computer Science'),
        line('Grade: 4.0'),
      ]),
    ).toEqual([['University of Maryland', 'AA', '4.0']]);
  });

  it('keeps a degree line opening on its field ("in Computer Science, AA") under its own school', () => {
    expect(
      education([
        line('in Computer Science, BS'),
        line('University of Maryland'),
        line('in Computer Science, AA'),
        line('University of Maryland, GPA: 4.0'),
      ]).map(([institution, studyType]) => [institution, studyType]),
    ).toEqual([
      ['University of Maryland', 'BS'],
      ['University of Maryland', 'AA'],
    ]);
  });
});

describe('jobs with their place set at the right of the employer (kendall)', () => {
  it('reads the place as the location, and the employer first where the section’s jobs show it so', () => {
    const line = (text: string, more: Partial<DocumentLine> = {}) =>
      documentLine(text, { breakBefore: true, ...more });
    const title = (text: string, more: Partial<DocumentLine> = {}) => headingLine(text, 1.2, more);
    const job = (name: string, place: string, dates: string, position: string) => [
      title(name),
      title(place, { breakBefore: false, fill: 0.94 }),
      line(dates, { breakBefore: false }),
      title(position),
    ];
    const { resume } = parseCv([
      { ...line('Hélène Jonin'), heading: true, scale: 2 },
      { ...line('WORK EXPERIENCE'), heading: true, scale: 1.5 },
      ...job('DINUM', 'Paris', 'August 2022 – Present', 'Développeuse'),
      ...job('Manufacture Chanson', 'Paris', 'September 2021 – June 2022', 'Année sabbatique (formation)'),
      ...job('OpenAirlines', 'Toulouse', 'March 2018 – August 2020', 'Software Engineer'),
    ]);
    expect(resume.work.map((w) => [w.name, w.position, w.location])).toEqual([
      ['DINUM', 'Développeuse', 'Paris'],
      ['Manufacture Chanson', 'Année sabbatique (formation)', 'Paris'],
      ['OpenAirlines', 'Software Engineer', 'Toulouse'],
    ]);
  });
});

describe('a column of years beside schools, as a scan reads it', () => {
  const line = (text: string, more: Partial<DocumentLine> = {}) =>
    documentLine(text, { breakBefore: false, fill: 0.8, ...more });
  const school = (text: string) => ({ ...line(text, { breakBefore: true }), heading: true, scale: 1.23 });
  const education = (lines: DocumentLine[]) =>
    parseCv([
      { ...line('Dmitry Yvanow', { breakBefore: true }), heading: true, scale: 2 },
      { ...line('EDUCATION', { breakBefore: true }), heading: true, scale: 1.5 },
      ...lines,
    ]).resume.education.map((e) => [e.institution, e.startDate, e.endDate]);

  it('reads the school’s name wrapped around the end year, and the degree beside it apart', () => {
    expect(
      education([
        school('2010\tBaltic State Technical'),
        line('2012'),
        line('University “Voenmeh”'),
        line('Specialist', { breakBefore: true }),
        school('2006\tBaltic State Technical'),
        line('University “Voenmeh”'),
        line('2010'),
        line('Bachelor'),
        school('2001\tSouthern Methodist University'),
        { ...line('2004» Bachelor of Science'), scale: 1.26 },
        school('1994\tSchool N:569'),
        line('Basic secondary education'),
        line('2002'),
      ]),
    ).toEqual([
      ['Baltic State Technical University “Voenmeh”', '2010', '2012'],
      ['Baltic State Technical University “Voenmeh”', '2006', '2010'],
      ['Southern Methodist University', '2001', '2004'],
      ['School N:569', '1994', '2002'],
    ]);
  });
});

describe('spoken languages', () => {
  it('reads a level of several words glued to the language, as a web page badge reads without its styles', () => {
    const { resume } = parseCv([
      documentLine('Akarsh Seggemu', { heading: true, scale: 2, breakBefore: true }),
      documentLine('Languages', { heading: true, scale: 1.4, breakBefore: true }),
      documentLine('EnglishNative proficiency'),
      documentLine('FrançaisLangue maternelle'),
      documentLine('GermanProfessional working proficiency'),
    ]);
    expect(resume.languages).toEqual([
      { language: 'English', fluency: 'Native proficiency' },
      { language: 'Français', fluency: 'Langue maternelle' },
      { language: 'German', fluency: 'Professional working proficiency' },
    ]);
  });

  it('knows languages by the names a Norwegian or Swedish CV gives them, and Esperanto', () => {
    const { resume } = parseCv([
      documentLine('Harry Solsem', { heading: true, scale: 2, breakBefore: true }),
      documentLine('Languages', { heading: true, scale: 1.4, breakBefore: true }),
      documentLine('Norsk (Morsmål)'),
      documentLine('Engelska (Flytande)'),
      documentLine('Esperanto'),
    ]);
    expect(resume.languages.map((l) => l.language)).toEqual(['Norsk', 'Engelska', 'Esperanto']);
  });
});

describe('a section title whose words a scan reads far apart', () => {
  it('is one title, not a margin title beside its first entry', () => {
    const line = documentLine;
    const { resume } = parseCv([
      line('Harry Solsem', { heading: true, scale: 2, breakBefore: true }),
      line('WORK\tEXPERIENCE', { heading: true, scale: 1.3, breakBefore: true }),
      line('Prosperastiftelsen', { heading: true, scale: 1.2, breakBefore: true }),
      line('October 2024 - Present'),
      line('Prosjektleder', { scale: 1.13, breakBefore: true }),
      line('Innleid prosjektleder hos Prosperastiftelsen med ansvar for prosjektteamledelse, planlegging.', {
        breakBefore: true,
        fill: 1,
      }),
    ]);
    // The title's second word is no name of the entry (which of the two is the employer no table says).
    expect(resume.work.map((w) => [[w.name, w.position].sort(), w.startDate])).toEqual([
      [['Prosjektleder', 'Prosperastiftelsen'], '2024-10'],
    ]);
  });
});
