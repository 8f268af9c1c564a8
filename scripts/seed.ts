// `npm run seed -- <framework> <path> [options]`: loads an official framework dump into Neo4j.
//   npm run seed -- esco ./ESCO-dataset-v1.2.0 --version 1.2.0 [--languages en,fr] [--dry-run]
//   npm run seed -- rome ./RefRomeCsv                (release read from the file names, e.g. v460 -> 4.60)
//   npm run seed -- bundled            loads everything in seeds/ (what `npm start` does on an empty database)
// Neo4j: NEO4J_URI/NEO4J_USERNAME/NEO4J_PASSWORD, else the same choice as `npm start` (scripts/neo4j/resolve.ts).
// Exit status: 0 when every row was accepted, 1 when some rows were rejected (named with file and line), 2 on usage errors.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { type Executor, openGraph } from '../src/db/executor.ts';
import { LOADERS, loadBundledSeeds } from '../src/seeding/bundled.ts';
import { resolveNeo4j } from './neo4j/resolve.ts';

const usage = `usage: npm run seed -- esco|rome <directory> [--version <release>] [--languages en,fr] [--dry-run] [--batch-size N]
       npm run seed -- bundled`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    languages: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const [framework, path] = positionals;
if (values.help || !framework || (framework !== 'bundled' && !path)) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
const loader = LOADERS[framework];
if (framework !== 'bundled' && !loader) {
  console.error(
    `unknown framework ${framework}: this version loads ${Object.keys(LOADERS).join(', ')}\n${usage}`,
  );
  process.exit(2);
}

const dryRun = values['dry-run'];
let executor: Executor | undefined;
let close = async () => {};
if (!dryRun) {
  const target = await resolveNeo4j({ purpose: 'service' });
  const graph = await openGraph(
    { ...target, database: process.env['NEO4J_DATABASE'] || undefined },
    { logger: pino({ level: 'warn' }), migrate: true },
  );
  executor = graph.executor;
  close = async () => {
    await graph.close();
    await target.stop();
  };
}

try {
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
  const reports =
    framework === 'bundled'
      ? await loadBundledSeeds({ executor, batchSize, force: true })
      : [
          await loader!.load({
            directory: path as string,
            version: values.version,
            languages: values.languages?.split(',').map((lang) => lang.trim()),
            executor,
            batchSize,
          }),
        ];
  const rejected = reports.reduce((n, report) => n + report.rejected.length, 0);
  for (const report of reports) {
    console.log(
      JSON.stringify(
        { ...report, rejected: report.rejected.slice(0, 50), rejectedCount: report.rejected.length },
        null,
        2,
      ),
    );
  }
  process.exitCode = rejected > 0 ? 1 : 0;
} finally {
  await close();
}
