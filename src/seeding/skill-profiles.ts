// Occupations' skill profiles: what an occupation requires, as one vector. An occupation's profile is
// the weighted mean of the vectors of the skills it requires (essential 1, optional 0.5), normalised,
// stored as `skill_profile`. Two frameworks' occupations share no skill node (no bundled table maps
// skills across frameworks), so how much two occupations' skills have in common is read as the cosine
// of their profiles: the crosswalk ranking weighs it as "shared skills" (cypher/queries/graph/
// crosswalk.cypher, src/graph/crosswalk-score.ts).
//
// Derived from the skills' vectors and the requirements, so it is computed again, for every occupation,
// after a load that wrote rows or vectors (seconds: the skills' vectors are read once), or when some
// occupation lacks its profile (after-load.ts).
import type { Executor } from '../db/executor.ts';

const PAGE = 2_000;
const WRITE_BATCH = 500;

export interface SkillProfileReport {
  profiles: number;
  removed: number;
  seconds: number;
}

/** Whether profiles need computing: something was written, or some occupation lacks its profile. */
export async function skillProfilesStale(executor: Executor, written: number): Promise<boolean> {
  if (written > 0) return true;
  const [row] = await executor.read<{ missing: boolean }>('skill-profile-missing');
  return Boolean(row?.missing);
}

/** Every occupation's skill profile, computed from the stored skill vectors and written. */
export async function computeSkillProfiles(
  executor: Executor,
  options: { progress?: (line: string) => void } = {},
): Promise<SkillProfileReport> {
  const started = performance.now();
  const vectors = new Map<string, Float32Array>();
  for (let after = ''; ; ) {
    const rows = await executor.read<{ id: string; embedding: number[] }>('skill-profile-skills', {
      after,
      limit: PAGE,
    });
    for (const { id, embedding } of rows) vectors.set(id, Float32Array.from(embedding));
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.id;
  }
  // Centred on the mean of every required skill's vector: a mean of many skills sits near the centre of
  // all skills, so uncentred profiles are all alike (cosines around 0.98).
  const centre = new Float64Array(vectors.values().next().value?.length ?? 0);
  for (const vector of vectors.values())
    for (let d = 0; d < centre.length; d++) centre[d]! += vector[d]! / vectors.size;
  let profiles = 0;
  let removed = 0;
  for (let after = ''; ; ) {
    const page = await executor.read<{ id: string; skills: string[]; weights: number[] }>(
      'skill-profile-requirements',
      { after, limit: PAGE },
    );
    const rows: { id: string; profile: number[] }[] = [];
    const none: string[] = [];
    for (const { id, skills, weights } of page) {
      const profile = skillProfile(
        skills.map((skill, i) => ({ vector: vectors.get(skill), weight: weights[i] ?? 0 })),
        centre,
      );
      if (profile) rows.push({ id, profile });
      else none.push(id);
    }
    for (let i = 0; i < Math.max(rows.length, none.length); i += WRITE_BATCH) {
      const [written] = await executor.write<{ written: number; removed: number }>('skill-profile-write', {
        rows: rows.slice(i, i + WRITE_BATCH),
        none: none.slice(i, i + WRITE_BATCH),
      });
      profiles += written?.written ?? 0;
      removed += written?.removed ?? 0;
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  const report = { profiles, removed, seconds: Math.round((performance.now() - started) / 100) / 10 };
  options.progress?.(
    `skill profiles: ${profiles.toLocaleString('en')} occupations from ${vectors.size.toLocaleString('en')} skills' vectors in ${report.seconds} s`,
  );
  return report;
}

/** The weighted mean of the vectors less `centre`, normalised; null when no weighted vector is given. */
export function skillProfile(
  skills: { vector: ArrayLike<number> | undefined; weight: number }[],
  centre: ArrayLike<number>,
): number[] | null {
  let sum: Float64Array | null = null;
  let total = 0;
  for (const { vector, weight } of skills) {
    if (!vector || weight <= 0) continue;
    sum ??= new Float64Array(vector.length);
    for (let d = 0; d < vector.length; d++) sum[d]! += weight * vector[d]!;
    total += weight;
  }
  if (!sum) return null;
  for (let d = 0; d < sum.length; d++) sum[d] = sum[d]! / total - (centre[d] ?? 0);
  const norm = Math.hypot(...sum);
  return norm > 0 ? Array.from(sum, (x) => x / norm) : null;
}
