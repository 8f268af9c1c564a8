// Skill extraction's pure parts (no graph, no model, no database): the name dictionary built from ESCO's
// real English skill labels (seeds/esco), finding names in text, choosing among skills that share a
// name, passages worth embedding, the calibration of meaning, and the final ranking.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildDictionary,
  calibrate,
  chooseEntry,
  combined,
  DEFAULT_THRESHOLD,
  type Dictionary,
  type DictionaryEntry,
  type DictionaryRow,
  nameMatches,
  passages,
  rankFound,
  tokenize,
} from '../../src/documents/skill-extraction.ts';

const SEEDS = join(import.meta.dirname, '..', '..', 'seeds', 'esco');

let dictionary: Dictionary;
/** ESCO's English skills by preferred label. */
const byLabel = new Map<string, DictionaryRow>();

beforeAll(async () => {
  const records = parse(gunzipSync(readFileSync(join(SEEDS, 'skills_en.csv.gz'))), {
    columns: true,
    relax_quotes: true,
  }) as { conceptUri: string; preferredLabel: string; altLabels: string }[];
  const rows = records.map((record) => ({
    id: record.conceptUri.split('/').pop()!,
    framework: 'ESCO',
    preferred: [record.preferredLabel],
    alternatives: record.altLabels ? record.altLabels.split('\n').filter(Boolean) : [],
    occupations: 0,
  }));
  for (const row of rows) byLabel.set(row.preferred[0]!, row);
  dictionary = await buildDictionary(rows);
}, 60_000);

const found = (text: string, frameworks: string[] | null = null) =>
  nameMatches(text, tokenize(text), dictionary, frameworks).matches.map((m) => ({
    id: m.id,
    text: m.span.text,
    confidence: m.confidence,
  }));

describe('names in text', () => {
  it('takes the longest name that starts at a word', () => {
    // ESCO names both "project management" and "project management in construction".
    const longer = found('Ten years of project management in construction.');
    expect(longer.map((m) => m.text)).toEqual(['project management in construction']);
    const matches = found('Ten years of project management for banks.');
    const projectManagement = byLabel.get('project management')!;
    expect(matches.map((m) => m.text)).toContain('project management');
    expect(matches.find((m) => m.text === 'project management')?.id).toBe(projectManagement.id);
    // "management" alone is not also reported inside the longer name.
    expect(matches.filter((m) => m.text === 'management')).toEqual([]);
  });

  it('never runs a name across a list separator or a line', () => {
    for (const text of ['project, management', 'project\nmanagement', 'project; management']) {
      expect(found(text).map((m) => m.text)).not.toContain(project(text));
    }
  });

  it('skips one-word names that are mostly ordinary words', () => {
    expect(found('Management and communication.').map((m) => m.text.toLowerCase())).toEqual([]);
  });

  it('takes such a word when the text calls it a skill, as the name of the skill it is the name of', () => {
    const communication = byLabel.get('communication')!;
    expect(found('Excellent communication skills.')).toEqual([
      { id: communication.id, text: 'communication', confidence: 0.9 },
    ]);
    expect(found('Good communication skill')[0]?.id).toBe(communication.id);
    // First of a pair the text calls skills.
    for (const text of ['communication and presentation skills', 'communication & interpersonal skills'])
      expect(found(text).map((m) => m.id)).toContain(communication.id);
    expect(found('communication teams with strong skills')).toEqual([]);
    // Not across a separator, nor after the word, nor for a word that is only another skill's
    // alternative name ("security" is one of "securities").
    expect(found('communication, skills and tools')).toEqual([]);
    expect(found('skills in communication')).toEqual([]);
    expect(found('security skills')).toEqual([]);
  });

  it('is surer of preferred names and of longer names', () => {
    const preferred = found('project management')[0]!;
    const alternative = found('programme management')[0]!;
    expect(alternative.id).toBe(byLabel.get('project management')!.id);
    expect(preferred.confidence).toBeGreaterThan(alternative.confidence);
    // One-word alternative names stay below the default threshold (0.5).
    const oneWordAlternatives = [...dictionary.names.entries()]
      .filter(([key, entries]) => !key.includes(' ') && entries.every((e) => !e.preferred))
      .map(([key]) => key)
      .filter((key) => key.length > 3)
      .slice(0, 20);
    expect(oneWordAlternatives.length).toBeGreaterThan(0);
    for (const word of oneWordAlternatives) {
      for (const match of found(word)) expect(match.confidence).toBeLessThan(0.5);
    }
  });

  it('keeps C++, C# and Node.js as words', () => {
    expect(tokenize('C++, C# and Node.js').map((t) => t.word)).toEqual(['c++', 'c#', 'and', 'node.js']);
  });
});

const project = (text: string) => text.replace(/[,;\n]\s*/, ' ').trim();

describe('choosing among skills that share a name', () => {
  const entry = (
    id: string,
    framework: string,
    preferred: boolean,
    occupations: number,
  ): DictionaryEntry => ({
    id,
    framework,
    preferred,
    occupations,
  });
  const entries = [
    entry('onet-1', 'ONET', true, 50),
    entry('esco-alt', 'ESCO', false, 90),
    entry('esco-pref', 'ESCO', true, 3),
    entry('esco-pref-more', 'ESCO', true, 40),
  ];

  it('prefers ESCO, then a preferred name, then the skill more occupations need', () => {
    expect(chooseEntry(entries, null)?.id).toBe('esco-pref-more');
  });

  it('follows the frameworks asked for, in their order, and nothing else', () => {
    expect(chooseEntry(entries, ['ONET', 'ESCO'])?.id).toBe('onet-1');
    expect(chooseEntry(entries, ['SSF'])).toBeUndefined();
  });
});

describe('passages and meaning', () => {
  it('embeds sentences and bullets of four words or more, with their offsets', () => {
    const text = 'Python.\n• Designed data pipelines for billing\nLed a team of five engineers; SQL';
    const spans = passages(text);
    expect(spans.map((s) => s.text)).toEqual([
      'Designed data pipelines for billing',
      'Led a team of five engineers',
    ]);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it('calibrates cosine to confidence: the midpoint is 0.5, rising, capped at 0.95', () => {
    expect(calibrate(0.91)).toBeCloseTo(0.5, 6);
    // The floor's (0.89) is under the default threshold.
    expect(calibrate(0.89)).toBeLessThan(0.5);
    expect(calibrate(0.8)).toBe(0);
    expect(calibrate(0.91)).toBeGreaterThan(calibrate(0.9));
    expect(calibrate(0.99)).toBe(0.95);
  });

  it('combines several pieces of evidence for one skill, never across the default threshold on their own', () => {
    // Above the threshold already: 1 - (1 - 0.6)(1 - 0.3) = 0.72.
    expect(combined([0.6, 0.3])).toBeCloseTo(0.72, 10);
    // Two phrases at 0.4 each would make 0.64: kept just under the threshold, above either alone.
    const phrases = combined([0.4, 0.4]);
    expect(phrases).toBeLessThan(DEFAULT_THRESHOLD);
    expect(Math.round(phrases * 1000) / 1000).toBeLessThan(DEFAULT_THRESHOLD);
    expect(phrases).toBeGreaterThan(0.4);
    // Held under it in the order of the evidence, not tied: more evidence ranks higher.
    const more = combined([0.45, 0.45]);
    expect(more).toBeGreaterThan(phrases);
    expect(more).toBeLessThan(DEFAULT_THRESHOLD);
    expect(Math.round(more * 1000) / 1000).toBeLessThan(DEFAULT_THRESHOLD);
    // Weak evidence adds up without reaching the cap, and one piece is itself.
    expect(combined([0.1, 0.1])).toBeCloseTo(0.19, 10);
    expect(combined([0.45])).toBeCloseTo(0.45, 12);
  });
});

describe('ranking what was found', () => {
  const at = (start: number) => [{ start, end: start + 3, text: 'abc' }];
  const candidates = new Map([
    ['late-sure', { confidence: 0.9, spans: at(40) }],
    ['early-sure', { confidence: 0.9, spans: at(5) }],
    ['weak', { confidence: 0.3, spans: at(0) }],
    ['best', { confidence: 0.97, spans: at(60) }],
  ]);

  it('keeps what reaches the threshold, surest first, then in the order of the text', () => {
    expect(rankFound(candidates, 0.5, 10).map(([id]) => id)).toEqual(['best', 'early-sure', 'late-sure']);
  });

  it('cuts at the limit and keeps everything at threshold 0', () => {
    expect(rankFound(candidates, 0.5, 2).map(([id]) => id)).toEqual(['best', 'early-sure']);
    expect(rankFound(candidates, 0, 10)).toHaveLength(4);
  });
});
