// Occupations' skill profiles (src/seeding/skill-profiles.ts) on the suite's graph, which the global
// setup loaded and profiled: what they hold, and when they are stale (the crosswalk's use of them:
// test/graph/consultation.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSkillProfiles, skillProfile, skillProfilesStale } from '../../src/seeding/skill-profiles.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, {}, { ready: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe('skill profiles', () => {
  it('are the weighted mean of the skills less the centre, normalised', () => {
    const centre = [0.5, 0.5];
    const profile = skillProfile(
      [
        { vector: [1, 0], weight: 1 },
        { vector: [0, 1], weight: 0.5 },
        { vector: undefined, weight: 1 },
      ],
      centre,
    );
    // (1*[1,0] + 0.5*[0,1]) / 1.5 - [0.5, 0.5] = [1/6, -1/6], normalised.
    expect(profile![0]).toBeCloseTo(Math.SQRT1_2, 10);
    expect(profile![1]).toBeCloseTo(-Math.SQRT1_2, 10);
    expect(skillProfile([{ vector: undefined, weight: 1 }], centre)).toBeNull();
    expect(skillProfile([{ vector: [1, 0], weight: 0 }], centre)).toBeNull();
  });

  it('are stored for every occupation that requires an embedded skill, and only those', async () => {
    expect(await skillProfilesStale(ctx.executor, 0)).toBe(false);
    expect(await skillProfilesStale(ctx.executor, 1)).toBe(true);
    const [row] = await ctx.executor.runStatement<{ without: number; with: number; dims: number[] }>(
      `MATCH (o:Occupation)
       WITH o, EXISTS { (o)-[:REQUIRES]->(s:Skill) WHERE s.embedding IS NOT NULL AND s.retired_at IS NULL } AS requires
       RETURN count(CASE WHEN requires AND o.skill_profile IS NULL THEN 1 END) AS without,
              count(CASE WHEN requires AND o.skill_profile IS NOT NULL THEN 1 END) AS with,
              collect(DISTINCT size(o.skill_profile)) AS dims`,
    );
    expect(row!.without).toBe(0);
    expect(row!.with).toBeGreaterThan(5_000);
    expect(row!.dims).toEqual([384]);
  });

  it('are alike for occupations that require alike skills: ESCO software developer and O*NET 15-1252.00', async () => {
    const [row] = await ctx.executor.runStatement<{ same: number; other: number }>(
      `MATCH (dev:Occupation {framework: 'ESCO'}) WHERE dev.label_en = 'software developer'
       MATCH (onet:Occupation {id: 'onet-15-1252.00'})
       MATCH (cook:Occupation {framework: 'ESCO'}) WHERE cook.label_en = 'cook'
       RETURN vector.similarity.cosine(dev.skill_profile, onet.skill_profile) AS same,
              vector.similarity.cosine(cook.skill_profile, onet.skill_profile) AS other`,
    );
    expect(row!.same).toBeGreaterThan(row!.other);
  });

  it('are computed again to the same values, and reported', async () => {
    const before = await ctx.executor.runStatement<{ profile: number[] }>(
      "MATCH (o:Occupation {id: 'onet-15-1252.00'}) RETURN o.skill_profile AS profile",
    );
    const lines: string[] = [];
    const report = await computeSkillProfiles(ctx.executor, { progress: (line) => lines.push(line) });
    expect(report.profiles).toBeGreaterThan(5_000);
    expect(lines.join('\n')).toMatch(/skill profiles: [\d,]+ occupations/);
    const after = await ctx.executor.runStatement<{ profile: number[] }>(
      "MATCH (o:Occupation {id: 'onet-15-1252.00'}) RETURN o.skill_profile AS profile",
    );
    expect(after[0]!.profile).toEqual(before[0]!.profile);
  });
});
