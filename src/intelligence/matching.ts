// CV <-> job matching, both ways, every score explained. A job's skills weigh 1 (essential) or 0.5
// (optional); a CV earns full credit for a skill it names and half credit for a broader or narrower one
// (the graph's BROADER edges). The skills score is the share of the job's weight earned; the semantic
// score is the cosine of the CV's and the job's embeddings mapped to 0..1; the match is
// 0.75 x skills + 0.25 x semantic (skills alone when either side has no embedding).
// Pools are read through the graph: candidates are the CVs (or postings) linked to the job's (or CV's)
// skills by MENTIONS / REQUIRES_SKILL edges and the nearest by the vector indexes, never a full scan.
import type { Executor } from '../db/executor.ts';
import { type Language, labelIn } from '../graph/language.ts';
import { graphUri } from '../graph/references.ts';
import { notFound } from '../http/errors.ts';

export const WEIGHTS = { skills: 0.75, semantic: 0.25, essential: 1, optional: 0.5, partial: 0.5 } as const;

export interface JobSkill {
  id: string;
  relation: 'essential' | 'optional';
  label_en?: string | null;
  label_fr?: string | null;
  label_es?: string | null;
}

export interface JobProfile {
  id: string | null;
  title: string | null;
  embedding: number[] | null;
  skills: JobSkill[];
}

export interface CvProfile {
  id: string | null;
  user_id: string | null;
  name?: string | null;
  embedding: number[] | null;
  skills: { id: string; label_en?: string | null; label_fr?: string | null; label_es?: string | null }[];
}

interface SkillRef {
  uri: string;
  id: string;
  label: string;
}

export interface MatchExplanation {
  matched: (SkillRef & { relation: 'essential' | 'optional'; credit: number; via?: SkillRef })[];
  missing_essential: SkillRef[];
  missing_optional: SkillRef[];
  skills_score: number | null;
  semantic_score: number | null;
  /** How much of the score each signal gave (sums to the score). */
  contributions: { skills: number; semantic: number };
  weights: typeof WEIGHTS;
}

export interface MatchResult {
  score: number;
  explanation: MatchExplanation;
}

const skillWeight = (skill: JobSkill) =>
  skill.relation === 'essential' ? WEIGHTS.essential : WEIGHTS.optional;

/** A job's skills as the candidate query weighs them ($skills of cv-candidates.cypher). */
export const candidateSkills = (skills: JobSkill[], neighbours: Map<string, string[]>) =>
  skills.map((s) => ({ id: s.id, weight: skillWeight(s), neighbours: neighbours.get(s.id) ?? [] }));

/** Cosine similarity of multilingual-e5-small embeddings mapped to 0..1: unrelated texts sit near 0.75. */
export const semanticScore = (cosine: number | null) =>
  cosine === null ? null : Math.max(0, Math.min(1, (cosine - 0.75) / 0.2));

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Scores one CV against one job; `neighbours` gives each job skill's broader and narrower skills. */
export function scoreMatch(
  cvSkills: Set<string>,
  job: JobProfile,
  neighbours: Map<string, string[]>,
  cosine: number | null,
  labels: (id: string) => string,
): MatchResult {
  const ref = (id: string): SkillRef => ({ uri: graphUri('Skill', id), id, label: labels(id) });
  let weight = 0;
  let earned = 0;
  const explanation: MatchExplanation = {
    matched: [],
    missing_essential: [],
    missing_optional: [],
    skills_score: null,
    semantic_score: null,
    contributions: { skills: 0, semantic: 0 },
    weights: WEIGHTS,
  };
  for (const skill of job.skills) {
    const w = skillWeight(skill);
    weight += w;
    if (cvSkills.has(skill.id)) {
      earned += w;
      explanation.matched.push({ ...ref(skill.id), relation: skill.relation, credit: 1 });
      continue;
    }
    const near = (neighbours.get(skill.id) ?? []).find((n) => cvSkills.has(n));
    if (near) {
      earned += w * WEIGHTS.partial;
      explanation.matched.push({
        ...ref(skill.id),
        relation: skill.relation,
        credit: WEIGHTS.partial,
        via: ref(near),
      });
      continue;
    }
    (skill.relation === 'essential' ? explanation.missing_essential : explanation.missing_optional).push(
      ref(skill.id),
    );
  }
  const skills = weight > 0 ? earned / weight : null;
  const semantic = semanticScore(cosine);
  explanation.skills_score = skills === null ? null : round(skills);
  explanation.semantic_score = semantic === null ? null : round(semantic);
  let score: number;
  if (skills !== null && semantic !== null) {
    explanation.contributions = {
      skills: round(WEIGHTS.skills * skills),
      semantic: round(WEIGHTS.semantic * semantic),
    };
    score = WEIGHTS.skills * skills + WEIGHTS.semantic * semantic;
  } else {
    score = skills ?? semantic ?? 0;
    explanation.contributions = {
      skills: skills === null ? 0 : round(skills),
      semantic: skills === null ? round(score) : 0,
    };
  }
  return { score: round(score), explanation };
}

export class Matching {
  private readonly executor: Executor;

  constructor(executor: Executor) {
    this.executor = executor;
  }

  async jobProfile(organisationId: string, id: string): Promise<JobProfile> {
    const [row] = await this.executor.read<JobProfile & Record<string, unknown>>('job-profile', {
      organisationId,
      id,
    });
    if (!row) throw notFound('Enriched job posting', { id });
    return row;
  }

  async cvProfile(
    organisationId: string,
    by: { id?: string | undefined; userId?: string | undefined },
  ): Promise<CvProfile> {
    const [row] = await this.executor.read<CvProfile & Record<string, unknown>>('cv-profile', {
      organisationId,
      id: by.id ?? null,
      userId: by.userId ?? null,
    });
    if (!row) throw notFound('Enriched CV', by.id ? { id: by.id } : { user_id: by.userId });
    return row;
  }

  async neighbours(ids: string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.executor.read<{ id: string; neighbours: string[] }>('skill-broader-narrower', {
      ids,
    });
    return new Map(rows.map((r) => [r.id, r.neighbours]));
  }

  async labeller(ids: string[], language: Language): Promise<(id: string) => string> {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await this.executor.read<Record<string, string | null> & { id: string }>('skill-labels', {
          ids: unique,
        })
      : [];
    const labels = new Map(rows.map((row) => [row.id, labelIn(row, language)]));
    return (id) => labels.get(id) ?? id;
  }

  /** One CV against one job. */
  async one(cv: CvProfile, job: JobProfile, language: Language): Promise<MatchResult> {
    const neighbours = await this.neighbours(job.skills.map((s) => s.id));
    const labels = await this.labeller(
      [...job.skills.map((s) => s.id), ...[...neighbours.values()].flat()],
      language,
    );
    return scoreMatch(
      new Set(cv.skills.map((s) => s.id)),
      job,
      neighbours,
      cosineOf(cv.embedding, job.embedding),
      labels,
    );
  }

  /** The organisation's CVs ranked for a job. */
  async cvsForJob(
    organisationId: string,
    job: JobProfile,
    input: { limit: number; threshold: number },
    language: Language,
  ) {
    const neighbours = await this.neighbours(job.skills.map((s) => s.id));
    const rows = await this.executor.read<{
      id: string;
      user_id: string;
      name: string | null;
      skills: string[];
      cosine: number | null;
    }>('cv-candidates', {
      organisationId,
      skills: candidateSkills(job.skills, neighbours),
      embedding: job.embedding,
      pool: Math.min(1000, Math.max(50, input.limit * 5)),
    });
    const labels = await this.labeller(
      [...job.skills.map((s) => s.id), ...[...neighbours.values()].flat()],
      language,
    );
    return rows
      .map((row) => ({
        cv_id: row.id,
        user_id: row.user_id,
        name: row.name,
        ...scoreMatch(new Set(row.skills), job, neighbours, row.cosine, labels),
      }))
      .filter((r) => r.score >= input.threshold)
      .sort((a, b) => b.score - a.score || a.cv_id.localeCompare(b.cv_id))
      .slice(0, input.limit);
  }

  /** The organisation's postings ranked for a CV. */
  async jobsForCv(
    organisationId: string,
    cv: CvProfile,
    input: { limit: number; threshold: number },
    language: Language,
  ) {
    const cvNeighbours = await this.neighbours(cv.skills.map((s) => s.id));
    const rows = await this.executor.read<{
      id: string;
      posting_id: string | null;
      title: string | null;
      status: string | null;
      skills: JobSkill[];
      cosine: number | null;
    }>('posting-candidates', {
      organisationId,
      skills: cv.skills.map((s) => ({ id: s.id, neighbours: cvNeighbours.get(s.id) ?? [] })),
      embedding: cv.embedding,
      pool: Math.min(1000, Math.max(50, input.limit * 5)),
    });
    const jobSkillIds = [...new Set(rows.flatMap((r) => r.skills.map((s) => s.id)))];
    const neighbours = await this.neighbours(jobSkillIds);
    const labels = await this.labeller([...jobSkillIds, ...cv.skills.map((s) => s.id)], language);
    const cvSkills = new Set(cv.skills.map((s) => s.id));
    return rows
      .map((row) => ({
        job_id: row.id,
        posting_id: row.posting_id,
        title: row.title,
        status: row.status,
        ...scoreMatch(
          cvSkills,
          { id: row.id, title: row.title, embedding: null, skills: row.skills },
          neighbours,
          row.cosine,
          labels,
        ),
      }))
      .filter((r) => r.score >= input.threshold)
      .sort((a, b) => b.score - a.score || a.job_id.localeCompare(b.job_id))
      .slice(0, input.limit);
  }
}

export function cosineOf(a: number[] | null, b: number[] | null): number | null {
  if (!a || !b || a.length !== b.length) return null;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : null;
}
