// The CV quality score of POST /v1/cv/score: seven axes, each scored 0..1 from facts of the resume
// that a recruiter checks, weighted into 0..100, with the reasons and what to improve. Pure.
import { findDateRange } from './parsing/dates.ts';
import type { JsonResume } from './parsing/json-resume.ts';

export interface ScoreAxis {
  axis: 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'chronology';
  weight: number;
  /** 0..1 */
  score: number;
  findings: string[];
  suggestions: string[];
}

export interface CvScore {
  /** 0..100, the weighted sum of the axes. */
  score: number;
  grade: 'A' | 'B' | 'C' | 'D' | 'E';
  axes: ScoreAxis[];
}

/** Weights of the axes (they sum to 1); documented in the OpenAPI description of the route. */
export const SCORE_WEIGHTS: Record<ScoreAxis['axis'], number> = {
  contact: 0.15,
  summary: 0.1,
  experience: 0.25,
  education: 0.1,
  skills: 0.2,
  languages: 0.05,
  chronology: 0.15,
};

const QUANTIFIED = /\d|%|€|\$|£/;

/** `graphSkills`: how many distinct graph skills the CV names (from enrichment). */
export function scoreCv(cv: Partial<JsonResume>, graphSkills: number): CvScore {
  const axes: ScoreAxis[] = [
    contact(cv),
    summary(cv),
    experience(cv),
    education(cv),
    skills(cv, graphSkills),
    languages(cv),
    chronology(cv),
  ];
  const score = Math.round(axes.reduce((sum, axis) => sum + axis.weight * axis.score, 0) * 100);
  const grade = score >= 85 ? 'A' : score >= 70 ? 'B' : score >= 55 ? 'C' : score >= 40 ? 'D' : 'E';
  return { score, grade, axes: axes.map((a) => ({ ...a, score: Math.round(a.score * 100) / 100 })) };
}

const axis = (
  name: ScoreAxis['axis'],
  score: number,
  findings: string[],
  suggestions: string[],
): ScoreAxis => ({
  axis: name,
  weight: SCORE_WEIGHTS[name],
  score: Math.max(0, Math.min(1, score)),
  findings,
  suggestions,
});

function contact(cv: Partial<JsonResume>): ScoreAxis {
  const b = cv.basics ?? { profiles: [] };
  const checks: [boolean, string, string][] = [
    [Boolean(b.name), 'name', 'Put your full name at the top.'],
    [Boolean(b.email), 'e-mail address', 'Add an e-mail address.'],
    [Boolean(b.phone), 'phone number', 'Add a phone number.'],
    [
      Boolean(b.location?.city || b.location?.countryCode),
      'location',
      'Say where you are based (city, country).',
    ],
    [
      Boolean(b.url || (b.profiles ?? []).length),
      'web profile',
      'Link a professional profile (LinkedIn, GitHub, portfolio).',
    ],
  ];
  const present = checks.filter(([ok]) => ok);
  return axis(
    'contact',
    present.length / checks.length,
    present.map(([, what]) => `has a ${what}`),
    checks.filter(([ok]) => !ok).map(([, , tip]) => tip),
  );
}

function summary(cv: Partial<JsonResume>): ScoreAxis {
  const text = cv.basics?.summary?.trim() ?? '';
  if (!text)
    return axis(
      'summary',
      0,
      [],
      ['Open with a two-to-four sentence summary of who you are and what you seek.'],
    );
  const length = text.length;
  const score = length < 80 ? 0.5 : length > 1200 ? 0.7 : 1;
  return axis(
    'summary',
    score,
    [`summary of ${length} characters`],
    length < 80
      ? ['Expand the summary: your field, years of experience and strongest skills.']
      : length > 1200
        ? ['Shorten the summary to under 800 characters.']
        : [],
  );
}

function experience(cv: Partial<JsonResume>): ScoreAxis {
  const work = cv.work ?? [];
  if (work.length === 0)
    return axis(
      'experience',
      0,
      [],
      ['List your work experience, most recent first, with employer, position and dates.'],
    );
  const complete = work.filter((w) => w.name && w.position && w.startDate).length / work.length;
  const described =
    work.filter((w) => (w.highlights?.length ?? 0) > 0 || (w.summary?.length ?? 0) > 40).length / work.length;
  const highlights = work.flatMap((w) => w.highlights ?? []);
  const quantified = highlights.length
    ? highlights.filter((h) => QUANTIFIED.test(h)).length / highlights.length
    : 0;
  const suggestions: string[] = [];
  if (complete < 1) suggestions.push('Give every position its employer, title and start and end dates.');
  if (described < 1) suggestions.push('Describe each position with two to five achievement bullets.');
  if (quantified < 0.3)
    suggestions.push('Quantify achievements (figures, percentages, team sizes, budgets).');
  return axis(
    'experience',
    0.45 * complete + 0.35 * described + 0.2 * Math.min(1, quantified / 0.3),
    [
      `${work.length} positions`,
      `${Math.round(complete * 100)}% complete`,
      `${highlights.length} highlights, ${Math.round(quantified * 100)}% quantified`,
    ],
    suggestions,
  );
}

function education(cv: Partial<JsonResume>): ScoreAxis {
  const entries = cv.education ?? [];
  if (entries.length === 0)
    return axis('education', 0, [], ['Add your education: institution, degree, field and dates.']);
  const complete =
    entries.filter((e) => e.institution && (e.studyType || e.area) && (e.endDate || e.startDate)).length /
    entries.length;
  return axis(
    'education',
    0.4 + 0.6 * complete,
    [`${entries.length} entries`, `${Math.round(complete * 100)}% complete`],
    complete < 1 ? ['Give each education entry its institution, degree or field, and dates.'] : [],
  );
}

function skills(cv: Partial<JsonResume>, graphSkills: number): ScoreAxis {
  const listed = (cv.skills ?? []).reduce((n, s) => n + 1 + (s.keywords?.length ?? 0), 0);
  const score = 0.4 * Math.min(1, listed / 8) + 0.6 * Math.min(1, graphSkills / 12);
  const suggestions: string[] = [];
  if (listed < 8) suggestions.push('List your skills in a dedicated section (tools, methods, domains).');
  if (graphSkills < 12)
    suggestions.push('Name skills the way the reference frameworks do, so that matching recognises them.');
  return axis(
    'skills',
    score,
    [`${listed} skills listed`, `${graphSkills} recognised in the skills graph`],
    suggestions,
  );
}

function languages(cv: Partial<JsonResume>): ScoreAxis {
  const list = cv.languages ?? [];
  if (list.length === 0)
    return axis('languages', 0, [], ['State the languages you speak and your level in each.']);
  const withLevel = list.filter((l) => l.fluency).length / list.length;
  return axis(
    'languages',
    0.6 + 0.4 * withLevel,
    [`${list.length} languages`],
    withLevel < 1 ? ['Give a level for each language (e.g. native, fluent, B2).'] : [],
  );
}

/** Dates that parse, end after start, and no unexplained gap of more than a year between positions. */
function chronology(cv: Partial<JsonResume>): ScoreAxis {
  const periods = (cv.work ?? [])
    .map((w) => ({ start: toMonth(w.startDate), end: w.endDate ? toMonth(w.endDate) : currentMonth() }))
    .filter((p): p is { start: number; end: number } => p.start !== undefined && p.end !== undefined);
  const undated = (cv.work ?? []).length - periods.length;
  if (periods.length === 0)
    return axis(
      'chronology',
      (cv.work ?? []).length === 0 ? 0.5 : 0,
      [],
      ['Date every position (month and year).'],
    );
  const inverted = periods.filter((p) => p.end < p.start).length;
  const sorted = [...periods].sort((a, b) => a.start - b.start);
  let gaps = 0;
  let reach = sorted[0]!.end;
  for (const p of sorted.slice(1)) {
    if (p.start - reach > 12) gaps++;
    reach = Math.max(reach, p.end);
  }
  const total = (cv.work ?? []).length;
  const score = 1 - (undated + inverted) / total - 0.15 * gaps;
  const suggestions: string[] = [];
  if (undated) suggestions.push('Date every position (month and year).');
  if (inverted) suggestions.push('Check dates: some positions end before they start.');
  if (gaps) suggestions.push('Explain gaps of more than a year (training, travel, family, projects).');
  return axis('chronology', score, [`${gaps} gaps over a year`, `${inverted} inverted periods`], suggestions);
}

const toMonth = (date: string | undefined) => {
  if (!date) return undefined;
  const iso =
    /^(\d{4})(?:-(\d{2}))?/.exec(date) ??
    (findDateRange(date)?.startDate ? /^(\d{4})(?:-(\d{2}))?/.exec(findDateRange(date)!.startDate!) : null);
  return iso ? Number(iso[1]) * 12 + (iso[2] ? Number(iso[2]) - 1 : 0) : undefined;
};
const currentMonth = () => new Date().getUTCFullYear() * 12 + new Date().getUTCMonth();
