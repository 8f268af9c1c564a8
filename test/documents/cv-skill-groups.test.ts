// Skill groups as real themes print them (scripts/eval/cv-corpus: JSON Resume documents printed by
// published themes, the JSON the exact truth): a group title set larger than its keywords, whether the
// keywords share a line in a smaller size (elegant) or come one per line under "title  level" (kendall),
// or the groups sit untitled in a sidebar (macchiato).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import { readDocument } from '../../src/documents/reading/read-document.ts';

const CORPUS = join(import.meta.dirname, '..', '..', 'scripts', 'eval', 'cv-corpus');
const reader = new DocumentReader({ workers: 2, timeoutMs: 30_000, maxPages: 30 });
afterAll(async () => {
  await reader.close();
});

type Skill = { name: string; level?: string; keywords?: string[] };
const truthOf = (resume: string) =>
  (JSON.parse(readFileSync(join(CORPUS, 'truth', `${resume}.json`), 'utf8')) as { skills: Skill[] }).skills;
async function parsedSkills(pdf: string) {
  const document = await readDocument(new Uint8Array(readFileSync(join(CORPUS, 'pdfs', pdf))), {
    documents: reader,
    maxOcrPages: 0,
  });
  return parseCv(document.lines).resume.skills as Skill[];
}

describe('skill groups told apart by font size', () => {
  it('reads each group title with the smaller keywords under it (elegant)', async () => {
    const parsed = await parsedSkills('daniel-reyes--elegant.pdf');
    const truth = truthOf('daniel-reyes');
    expect(parsed.map((s) => [s.name, s.keywords])).toEqual(truth.map((s) => [s.name, s.keywords]));
  });

  it('reads untitled groups in a sidebar, their levels under them and tags set apart by padding (macchiato)', async () => {
    const document = await readDocument(
      new Uint8Array(readFileSync(join(CORPUS, 'pdfs', 'lena-vasquez--macchiato.pdf'))),
      { documents: reader, maxOcrPages: 0 },
    );
    const { resume } = parseCv(document.lines);
    const truth = truthOf('lena-vasquez');
    expect((resume.skills as Skill[]).map((s) => [s.name, s.level, s.keywords])).toEqual(
      truth.map((s) => [s.name, s.level, s.keywords]),
    );
    // Its e-mail address wraps at the sidebar's edge ("lena.vasquez@example." / "com").
    const source = JSON.parse(readFileSync(join(CORPUS, 'truth', 'lena-vasquez.json'), 'utf8'));
    expect(resume.basics.email).toBe(source.basics.email);
  });

  it('reads a title with its level, then one keyword per line (kendall)', async () => {
    const parsed = await parsedSkills('lena-vasquez--kendall.pdf');
    const truth = truthOf('lena-vasquez');
    expect(parsed.map((s) => [s.name, s.level, s.keywords])).toEqual(
      truth.map((s) => [s.name, s.level, s.keywords]),
    );
  });
});
