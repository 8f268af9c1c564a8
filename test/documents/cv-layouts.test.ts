// Layouts of the themes held out of the parser's tuning (scripts/eval/cv-corpus: real JSON Resume
// documents printed by published themes, the JSON the exact truth), each read at its root cause:
// entries whose dates stand apart from their titles, skill titles with their level after a dash, tags
// spaced wider than a word, columns under a header, networks named in words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import type { JsonResume } from '../../src/documents/parsing/json-resume.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import { readDocument } from '../../src/documents/reading/read-document.ts';

const CORPUS = join(import.meta.dirname, '..', '..', 'scripts', 'eval', 'cv-corpus');
const reader = new DocumentReader({ workers: 2, timeoutMs: 30_000, maxPages: 30 });
afterAll(async () => {
  await reader.close();
});

type Truth = Required<Pick<JsonResume, 'work' | 'education' | 'skills'>> & {
  basics: { profiles: { network: string; username: string }[] };
};
const truthOf = (resume: string) =>
  JSON.parse(readFileSync(join(CORPUS, 'truth', `${resume}.json`), 'utf8')) as Truth;
async function parsed(pdf: string) {
  const document = await readDocument(new Uint8Array(readFileSync(join(CORPUS, 'pdfs', pdf))), {
    documents: reader,
    maxOcrPages: 0,
  });
  return parseCv(document.lines).resume;
}
const jobs = (work: JsonResume['work']) => work.map((w) => [w.name, w.position]);
const schools = (education: JsonResume['education']) =>
  education.map((e) => [e.institution, e.area, e.studyType]);

describe('entries whose dates stand apart from their titles', () => {
  it('reads "Position, Company (address)" over dates set in a column beside it (eloquent)', async () => {
    const resume = await parsed('lena-vasquez--eloquent.pdf');
    const truth = truthOf('lena-vasquez');
    expect(jobs(resume.work)).toEqual(jobs(truth.work));
    // "Computer Science, Ph.D." over the dates, the institution under them.
    expect(schools(resume.education)).toEqual(schools(truth.education));
  });

  it('reads company, position and dates each set apart as a block of its own (modern)', async () => {
    const resume = await parsed('lena-vasquez--modern.pdf');
    const truth = truthOf('lena-vasquez');
    expect(jobs(resume.work)).toEqual(jobs(truth.work));
    expect(schools(resume.education)).toEqual(schools(truth.education));
  });

  it('takes the company above the position when the position shares the dates line (class)', async () => {
    const resume = await parsed('maya-okonkwo--class.pdf');
    expect(jobs(resume.work)).toEqual(jobs(truthOf('maya-okonkwo').work));
  });

  it('reads "Freelance" as where one worked, not as the position', async () => {
    const resume = await parsed('daniel-reyes--class.pdf');
    expect(jobs(resume.work)).toEqual(jobs(truthOf('daniel-reyes').work));
  });
});

describe('skills', () => {
  it('reads "Group — Level" titles over tags whose words are spaced wider than usual (eloquent)', async () => {
    const resume = await parsed('lena-vasquez--eloquent.pdf');
    const truth = truthOf('lena-vasquez');
    expect(resume.skills.map((s) => [s.name, s.level, s.keywords])).toEqual(
      truth.skills.map((s) => [s.name, s.level, s.keywords]),
    );
  });

  it('reads a title standing alone over a block of one keyword per line (modern)', async () => {
    const resume = await parsed('lena-vasquez--modern.pdf');
    const truth = truthOf('lena-vasquez');
    expect(resume.skills.map((s) => [s.name, s.keywords])).toEqual(
      truth.skills.map((s) => [s.name, s.keywords]),
    );
  });
});

describe('groups printed side by side', () => {
  it('reads a grid of skill groups column by column: title, level, keywords (stackoverflow)', async () => {
    const resume = await parsed('lena-vasquez--stackoverflow.pdf');
    expect(resume.skills.map((s) => [s.name, s.level, s.keywords])).toEqual(
      truthOf('lena-vasquez').skills.map((s) => [s.name, s.level, s.keywords]),
    );
  });
});

describe('columns under a header across the page', () => {
  it('reads the work column apart from the skills column beside it (autumn)', async () => {
    const resume = await parsed('daniel-reyes--autumn.pdf');
    const truth = truthOf('daniel-reyes');
    expect(jobs(resume.work)).toEqual(jobs(truth.work));
    expect(resume.work.map((w) => w.startDate)).toEqual(truth.work.map((w) => w.startDate?.slice(0, 7)));
    // A range wrapped in the narrow date column after its end month ("Sep 2012 - May" ... "2014").
    expect(resume.education.map((e) => [e.institution, e.startDate, e.endDate])).toEqual(
      truth.education.map((e) => [e.institution, e.startDate?.slice(0, 7), e.endDate?.slice(0, 7)]),
    );
    // The address printed above the name is the location, not the headline.
    const basics = truthOf('daniel-reyes').basics as unknown as { label: string; location: { city: string } };
    expect([resume.basics.label, resume.basics.location?.city]).toEqual([basics.label, basics.location.city]);
  });
});

describe('profiles named in words', () => {
  const usernames = (resume: JsonResume) => resume.basics.profiles.map((p) => [p.network, p.username]);
  const truthUsernames = (resume: string) =>
    truthOf(resume).basics.profiles.map((p) => [p.network, p.username]);

  it('pairs a grid of network names with the user names under them (class)', async () => {
    expect(usernames(await parsed('lena-vasquez--class.pdf'))).toEqual(truthUsernames('lena-vasquez'));
  });

  it('reads a network over its user name (kendall) and beside it (short)', async () => {
    expect(usernames(await parsed('richard-hendriks-3jobs--kendall.pdf'))).toEqual(
      truthUsernames('richard-hendriks-3jobs'),
    );
    expect(usernames(await parsed('richard-hendriks-3jobs--short.pdf'))).toEqual(
      truthUsernames('richard-hendriks-3jobs'),
    );
  });
});

describe('French and Spanish section titles and dates, printed by the themes themselves', () => {
  for (const [language, pdf] of [
    ['French', 'lena-vasquez--stackoverflow-fr.pdf'],
    ['Spanish', 'lena-vasquez--folio-es.pdf'],
  ] as const) {
    it(`reads work, education and languages under ${language} titles, with ${language} month names`, async () => {
      const resume = await parsed(pdf);
      const truth = truthOf('lena-vasquez') as Truth & { languages: { language: string }[] };
      const month = (date: string | undefined) => date?.slice(0, 7);
      expect(resume.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual(
        truth.work.map((w) => [w.name, w.position, month(w.startDate), month(w.endDate)]),
      );
      expect(schools(resume.education)).toEqual(schools(truth.education));
      expect(resume.education.map((e) => [e.startDate, e.endDate])).toEqual(
        truth.education.map((e) => [month(e.startDate), month(e.endDate)]),
      );
      expect(resume.languages.map((l) => l.language)).toEqual(truth.languages.map((l) => l.language));
    });
  }
});
