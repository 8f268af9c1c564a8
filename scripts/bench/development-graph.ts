// What the benchmarks that read the development database share: the graph opened as the service opens
// it (NEO4J_URI / NEO4J_PASSWORD, else the local one of `npm start`; no migration), and a sample of its
// ESCO skills' ids to read one after another.
import { pino } from 'pino';
import { openGraph } from '../../src/db/executor.ts';
import { resolveNeo4j } from '../neo4j/resolve.ts';

export async function openDevelopmentGraph() {
  return openGraph(await resolveNeo4j({ purpose: 'service' }), {
    logger: pino({ level: 'warn' }),
    migrate: false,
  });
}

/** ESCO skills' ids, `limit` of them after the first `skip`; fails on a database without the bundled data. */
export async function escoSkillIds(
  executor: Awaited<ReturnType<typeof openDevelopmentGraph>>['executor'],
  { skip = 0, limit }: { skip?: number; limit: number },
) {
  const ids = (
    await executor.runStatement<{ id: string }>(
      "MATCH (s:Skill {framework: 'ESCO'}) RETURN s.id AS id SKIP toInteger($skip) LIMIT toInteger($limit)",
      { skip, limit },
    )
  ).map(({ id }) => id);
  if (!ids.length) throw new Error('no ESCO skill: load the bundled data first');
  return ids;
}
