// Field-level scoring of a CV parser against JSON Resume ground truth (scripts/eval/cv-corpus/): pure
// functions, no I/O. scoreCv() counts true positives, false positives and false negatives per field for
// one document; summarise() adds documents up (micro-average) into precision, recall and F1 per field.
//
// Counting, for every field:
//   - truth has a value, the parser gives an equal one  -> tp
//   - truth has a value, the parser gives another one   -> fn + fp (a wrong value is a missed fact and a
//                                                          false claim at once)
//   - truth has a value, the parser gives none          -> fn
//   - truth has none, the parser gives one              -> fp (basics.location.city excepted: only
//                                                          scored where the truth has a city)
// List fields (profiles, skills, keywords, languages) are sets: each truth item found is a tp, each
// missed one a fn, each parsed item matching none a fp. Duplicates count once.
//
// Entries (work, education) are aligned one-to-one first, by the assignment that maximises the summed
// similarity of their sub-fields (Hungarian algorithm); each sub-field of an aligned pair is then counted
// as above. Truth entries left unaligned count a fn for each sub-field they have; parsed entries left
// unaligned (extra jobs, split or duplicated entries) a fp for each sub-field they have. A pair is only
// aligned when it has something in common (see MIN_SIMILARITY).
//
// Equality, after normalisation:
//   - text: Unicode compatibility form, diacritics removed, lower case, '&' read as 'and', every other
//     punctuation mark and space removed ("Node.js" = "NodeJS", "HTML 5" = "html5", "Société" =
//     "societe"); '+' and '#' are kept so that C, C++ and C# stay apart.
//   - basics.name: a leading title (Dr, Prof, Mr, Mrs, Ms, Mx) is ignored on both sides.
//   - basics.email: lower case, a "mailto:" prefix dropped.
//   - basics.phone: digits only; equal, or one ends with the other when the shorter has 7 or more digits
//     (a country code or trunk prefix added or dropped: "+1 650 999 7777" = "650-999-7777").
//   - basics.location.city: equal, or the parsed value starts with the city followed by more words
//     ("San Francisco, CA" for "San Francisco").
//   - basics.profiles: one item per truth profile; a parsed profile matches it by URL (scheme, "www."
//     and trailing slash ignored, case-insensitive), by username (a leading '@' ignored), or by a URL
//     whose last path segment is the username.
//   - dates: compared at the precision the truth gives. "YYYY" compares years; "YYYY-MM" and
//     "YYYY-MM-DD" compare year and month (the day is ignored: themes and CVs print a month at most).
//     A parsed date less precise than the truth's ("2013" for "2013-12") does not match; a more
//     precise one matches when it agrees as far as the truth goes.
//   - endDate: a missing or empty endDate in the truth means "ongoing" (Present), a value that a parsed
//     entry matches by having no endDate, an empty one, or a word such as "present", "current", "now"
//     (also "aujourd'hui", "actuel", "en cours", "heute", "actualidad", "presente", "attuale").
//   - skills.name: the skill groups' names; skills.keywords: every keyword of every group, as one set;
//     skills.all: names and keywords together, as one set, so a parser that flattens the groups (every
//     skill a name, or every skill a keyword) still gets credit for the skills it found.
//   - languages.language: the language names as text (no translation: "French" != "Français").

/** A subset of the jsonresume.org schema (v1.0), every field optional. */
export interface JsonResume {
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      postalCode?: string;
      city?: string;
      countryCode?: string;
      region?: string;
    };
    profiles?: Array<{ network?: string; username?: string; url?: string }>;
  };
  work?: Array<{
    name?: string;
    location?: string;
    description?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  volunteer?: Array<{
    organization?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  education?: Array<{
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }>;
  awards?: Array<{ title?: string; date?: string; awarder?: string; summary?: string }>;
  certificates?: Array<{ name?: string; date?: string; issuer?: string; url?: string }>;
  publications?: Array<{
    name?: string;
    publisher?: string;
    releaseDate?: string;
    url?: string;
    summary?: string;
  }>;
  skills?: Array<{ name?: string; level?: string; keywords?: string[] }>;
  languages?: Array<{ language?: string; fluency?: string }>;
  interests?: Array<{ name?: string; keywords?: string[] }>;
  references?: Array<{ name?: string; reference?: string }>;
  projects?: Array<{
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
  }>;
}

export const FIELDS = [
  'basics.name',
  'basics.email',
  'basics.phone',
  'basics.location.city',
  'basics.profiles',
  'work.name',
  'work.position',
  'work.startDate',
  'work.endDate',
  'education.institution',
  'education.area',
  'education.studyType',
  'education.startDate',
  'education.endDate',
  'skills.name',
  'skills.keywords',
  'skills.all',
  'languages.language',
] as const;

export type FieldName = (typeof FIELDS)[number];

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export type FieldCounts = Record<FieldName, Counts>;

export interface FieldScore extends Counts {
  /** tp / (tp + fp); 1 when nothing was claimed */
  precision: number;
  /** tp / (tp + fn); 1 when there was nothing to find */
  recall: number;
  /** harmonic mean of precision and recall; 0 when both are 0 */
  f1: number;
}

/** Per field, and 'all': every field's counts added together (micro-average over fields). */
export type FieldSummary = Record<FieldName | 'all', FieldScore>;

// --- normalisation ----------------------------------------------------------------------------------

function present(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/&/g, ' and ');
}

/** Comparison key of a text: folded, every character but letters, digits, '+' and '#' removed. */
export function textKey(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}+#]+/gu, '');
}

/** Words of a text, for the similarity that aligns entries. */
function words(text: string | undefined): Set<string> {
  if (!present(text)) return new Set();
  return new Set(
    fold(text)
      .split(/[^\p{L}\p{N}+#]+/u)
      .filter(Boolean),
  );
}

function jaccard(a: string | undefined, b: string | undefined): number {
  const x = words(a);
  const y = words(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared / (x.size + y.size - shared);
}

const TITLE = /^(?:dr|prof|mr|mrs|ms|mx)\.?\s+/i;

function nameKey(name: string): string {
  return textKey(name.trim().replace(TITLE, ''));
}

function sameText(truth: string, parsed: string): boolean {
  return textKey(truth) === textKey(parsed);
}

function sameEmail(truth: string, parsed: string): boolean {
  const key = (email: string) =>
    email
      .trim()
      .toLowerCase()
      .replace(/^mailto:/, '');
  return key(truth) === key(parsed);
}

function samePhone(truth: string, parsed: string): boolean {
  const a = truth.replace(/\D/g, '');
  const b = parsed.replace(/\D/g, '');
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 7 && longer.endsWith(shorter);
}

function sameCity(truth: string, parsed: string): boolean {
  const t = fold(truth)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const p = fold(parsed)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return t !== '' && (p === t || p.startsWith(`${t} `));
}

function urlKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/#?]+$/, '');
}

type Profile = NonNullable<NonNullable<JsonResume['basics']>['profiles']>[number];

function sameProfile(truth: Profile, parsed: Profile): boolean {
  const user = (name: string | undefined) =>
    present(name) ? name.trim().replace(/^@/, '').toLowerCase() : '';
  const lastSegment = (url: string | undefined) =>
    present(url) ? (urlKey(url).split('/').pop() ?? '').replace(/^@/, '') : '';
  if (present(truth.url) && present(parsed.url) && urlKey(truth.url) === urlKey(parsed.url)) return true;
  const truthUser = user(truth.username) || lastSegment(truth.url);
  if (truthUser === '') return false;
  return truthUser === user(parsed.username) || truthUser === lastSegment(parsed.url);
}

// --- dates ------------------------------------------------------------------------------------------------

const ONGOING =
  /^(?:present|current|currently|now|today|ongoing|to date|aujourd'?hui|actuel(?:le)?|en cours|heute|actualidad|presente|attuale)$/i;

interface DateValue {
  year: number;
  month?: number;
}

function parseDate(text: string): DateValue | undefined {
  const match = /^\s*(\d{4})(?:[-/.](\d{1,2}))?/.exec(text);
  if (!match) return undefined;
  const month = match[2] === undefined ? undefined : Number(match[2]);
  return { year: Number(match[1]), month: month && month >= 1 && month <= 12 ? month : undefined };
}

/** Truth date against parsed date, at the truth's precision. */
function sameDate(truth: string, parsed: string): boolean {
  const t = parseDate(truth);
  const p = parseDate(parsed);
  if (!t || !p) return textKey(truth) === textKey(parsed);
  if (t.year !== p.year) return false;
  return t.month === undefined || t.month === p.month;
}

function isOngoing(endDate: string | undefined): boolean {
  return !present(endDate) || ONGOING.test(endDate.trim());
}

/** endDate values: undefined/empty/"present" all mean ongoing. */
function sameEnd(truth: string | undefined, parsed: string | undefined): boolean {
  if (isOngoing(truth) || isOngoing(parsed)) return isOngoing(truth) && isOngoing(parsed);
  return sameDate(truth!, parsed!);
}

// --- counting ---------------------------------------------------------------------------------------------

function emptyCounts(): FieldCounts {
  return Object.fromEntries(FIELDS.map((field) => [field, { tp: 0, fp: 0, fn: 0 }])) as FieldCounts;
}

/** One scalar: see the counting rules at the top. */
function countScalar(
  counts: Counts,
  truth: string | undefined,
  parsed: string | undefined,
  same: (truth: string, parsed: string) => boolean,
): void {
  if (present(truth)) {
    if (!present(parsed)) counts.fn++;
    else if (same(truth, parsed)) counts.tp++;
    else {
      counts.fn++;
      counts.fp++;
    }
  } else if (present(parsed)) counts.fp++;
}

/** endDate: always a value in the truth (a date, or "ongoing"). */
function countEnd(counts: Counts, truth: string | undefined, parsed: string | undefined): void {
  if (sameEnd(truth, parsed)) counts.tp++;
  else if (isOngoing(parsed)) counts.fn++;
  else {
    counts.fn++;
    counts.fp++;
  }
}

/** Sets of items, matched one-to-one by `same`. */
function countSet<T>(counts: Counts, truth: T[], parsed: T[], same: (truth: T, parsed: T) => boolean): void {
  const free = [...parsed];
  for (const item of truth) {
    const index = free.findIndex((candidate) => same(item, candidate));
    if (index >= 0) {
      counts.tp++;
      free.splice(index, 1);
    } else counts.fn++;
  }
  counts.fp += free.length;
}

function uniqueKeys(values: Array<string | undefined>): string[] {
  return [...new Set(values.filter(present).map(textKey).filter(Boolean))];
}

// --- alignment ----------------------------------------------------------------------------------------------

/**
 * Maximum-weight one-to-one assignment (Hungarian algorithm on the negated, squared-up matrix):
 * returns, for each row, the column assigned to it or -1.
 */
export function assign(weights: number[][]): number[] {
  const rows = weights.length;
  const cols = rows === 0 ? 0 : Math.max(...weights.map((row) => row.length));
  const n = Math.max(rows, cols);
  if (n === 0) return [];
  let max = 0;
  for (const row of weights) for (const w of row) max = Math.max(max, w);
  // cost[i][j] = max - weight, 1-based for the classic formulation; padding costs max (weight 0).
  const cost = (i: number, j: number) => max - (weights[i - 1]?.[j - 1] ?? 0);
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const p = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const current = cost(i0, j) - u[i0]! - v[j]!;
        if (current < minv[j]!) {
          minv[j] = current;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= n; j++) {
    const i = p[j]!;
    if (i >= 1 && i <= rows && j <= (weights[i - 1]?.length ?? 0)) result[i - 1] = j - 1;
  }
  return result;
}

/**
 * Entries are aligned only when their similarity reaches this: e.g. one shared word in a company name of
 * two words plus a matching start date. Two entries with nothing but an ongoing end in common stay apart.
 */
const MIN_SIMILARITY = 0.75;

interface EntrySpec<E> {
  text: Array<keyof E & string>;
  start: keyof E & string;
  end: keyof E & string;
}

function similarity<E extends Record<string, unknown>>(spec: EntrySpec<E>, truth: E, parsed: E): number {
  let textual = 0;
  for (const field of spec.text) textual += jaccard(truth[field] as string, parsed[field] as string);
  const start = truth[spec.start] as string | undefined;
  const parsedStart = parsed[spec.start] as string | undefined;
  const startScore = present(start) && present(parsedStart) && sameDate(start, parsedStart) ? 1 : 0;
  // the end date only helps entries that already share something
  const endScore =
    (textual > 0 || startScore > 0) && sameEnd(truth[spec.end] as string, parsed[spec.end] as string)
      ? 0.5
      : 0;
  return textual + startScore + endScore;
}

function countEntries<E extends Record<string, unknown>>(
  counts: FieldCounts,
  section: 'work' | 'education',
  spec: EntrySpec<E>,
  truth: E[],
  parsed: E[],
): void {
  // pairs below the threshold weigh nothing, so they cannot steer the assignment
  const weights = truth.map((t) =>
    parsed.map((p) => {
      const value = similarity(spec, t, p);
      return value >= MIN_SIMILARITY ? value : 0;
    }),
  );
  const assigned = assign(weights);
  const field = (name: string) => counts[`${section}.${name}` as FieldName];
  const alignedParsed = new Set<number>();
  truth.forEach((t, i) => {
    const j = assigned[i] ?? -1;
    const aligned = j >= 0 && (weights[i]?.[j] ?? 0) > 0;
    if (aligned) alignedParsed.add(j);
    const p: Partial<E> = aligned ? parsed[j]! : {};
    for (const name of spec.text) countScalar(field(name), t[name] as string, p[name] as string, sameText);
    countScalar(field(spec.start), t[spec.start] as string, p[spec.start] as string, sameDate);
    if (aligned) countEnd(field(spec.end), t[spec.end] as string, p[spec.end] as string);
    else field(spec.end).fn++;
  });
  parsed.forEach((p, j) => {
    if (alignedParsed.has(j)) return;
    for (const name of [...spec.text, spec.start]) if (present(p[name])) field(name).fp++;
    if (present(p[spec.end])) field(spec.end).fp++;
  });
}

type Work = NonNullable<JsonResume['work']>[number] & Record<string, unknown>;
type Education = NonNullable<JsonResume['education']>[number] & Record<string, unknown>;

const WORK: EntrySpec<Work> = { text: ['name', 'position'], start: 'startDate', end: 'endDate' };
const EDUCATION: EntrySpec<Education> = {
  text: ['institution', 'area', 'studyType'],
  start: 'startDate',
  end: 'endDate',
};

/** Counts, field by field, how well `parsed` reproduces `truth` (rules at the top of this file). */
export function scoreCv(truth: JsonResume, parsed: JsonResume): FieldCounts {
  const counts = emptyCounts();
  const tb = truth.basics ?? {};
  const pb = parsed.basics ?? {};

  countScalar(counts['basics.name'], tb.name, pb.name, (t, p) => nameKey(t) === nameKey(p));
  countScalar(counts['basics.email'], tb.email, pb.email, sameEmail);
  countScalar(counts['basics.phone'], tb.phone, pb.phone, samePhone);
  if (present(tb.location?.city))
    countScalar(counts['basics.location.city'], tb.location.city, pb.location?.city, sameCity);
  countSet(
    counts['basics.profiles'],
    (tb.profiles ?? []).filter((p) => present(p.url) || present(p.username)),
    (pb.profiles ?? []).filter((p) => present(p.url) || present(p.username)),
    sameProfile,
  );

  countEntries(counts, 'work', WORK, (truth.work ?? []) as Work[], (parsed.work ?? []) as Work[]);
  countEntries(
    counts,
    'education',
    EDUCATION,
    (truth.education ?? []) as Education[],
    (parsed.education ?? []) as Education[],
  );

  const names = (resume: JsonResume) => uniqueKeys((resume.skills ?? []).map((s) => s.name));
  const keywords = (resume: JsonResume) => uniqueKeys((resume.skills ?? []).flatMap((s) => s.keywords ?? []));
  const same = (a: string, b: string) => a === b;
  countSet(counts['skills.name'], names(truth), names(parsed), same);
  countSet(counts['skills.keywords'], keywords(truth), keywords(parsed), same);
  const all = (resume: JsonResume) => [...new Set([...names(resume), ...keywords(resume)])];
  countSet(counts['skills.all'], all(truth), all(parsed), same);
  countSet(
    counts['languages.language'],
    uniqueKeys((truth.languages ?? []).map((l) => l.language)),
    uniqueKeys((parsed.languages ?? []).map((l) => l.language)),
    same,
  );
  return counts;
}

function score(counts: Counts): FieldScore {
  const precision = counts.tp + counts.fp === 0 ? 1 : counts.tp / (counts.tp + counts.fp);
  const recall = counts.tp + counts.fn === 0 ? 1 : counts.tp / (counts.tp + counts.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...counts, precision, recall, f1 };
}

/** Adds documents' counts up per field (micro-average) and scores them; 'all' adds every field up. */
export function summarise(counts: FieldCounts[]): FieldSummary {
  const total = emptyCounts();
  const all: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const document of counts) {
    for (const field of FIELDS) {
      const c = document[field];
      total[field].tp += c.tp;
      total[field].fp += c.fp;
      total[field].fn += c.fn;
      all.tp += c.tp;
      all.fp += c.fp;
      all.fn += c.fn;
    }
  }
  const summary = Object.fromEntries(FIELDS.map((field) => [field, score(total[field])])) as Record<
    FieldName,
    FieldScore
  >;
  return { ...summary, all: score(all) };
}
