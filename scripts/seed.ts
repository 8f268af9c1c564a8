// `npm run seed -- <framework> <path> [options]`: loads an official framework dump into Neo4j.
//   npm run seed -- esco ./ESCO-dataset-v1.2.0 --version 1.2.0 [--languages en,fr] [--dry-run]
//   npm run seed -- rome ./RefRomeCsv                (release read from the file names, e.g. v460 -> 4.60)
//   npm run seed -- onet ./db_29_2_text --version 29.2   (official tab-delimited text files, or CSV; .gz too)
//   npm run seed -- ons ./soc2020                    (soc2020_structure.csv, soc2020_descriptions.csv; .gz too)
//   npm run seed -- kldb ./kldbrecode                (KldB 2010 labels and KldB -> ISCO-08, kldbrecode's .sthlp tables; not bundled: CC BY-NC-SA)
//   npm run seed -- crosswalks ./tables              (every known crosswalk table found, then the inferred ones)
//   npm run seed -- crosswalk nesta|bls|esco-onet|esco-rome|generic <file or directory> [--id <table id>]
//   npm run seed -- crosswalk inferred               (re-infers the shared-title crosswalks from the graph)
//   npm run seed -- bundled            loads everything in seeds/ (what `npm start` does on an empty database)
//   npm run seed -- indexes            rebuilds the search indexes in one pass each (after many small changes)
// Neo4j: NEO4J_URI/NEO4J_USERNAME/NEO4J_PASSWORD, else the same choice as `npm start` (scripts/neo4j/resolve.ts).
// Exit status: 0 when every row was accepted, 1 when some rows were rejected (named with file and line), 2 on usage
// errors, 3 when the load or the embeddings failed.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { type Executor, openGraph } from '../src/db/executor.ts';
import { afterLoad } from '../src/seeding/after-load.ts';
import { LOADERS, loadBundledSeeds } from '../src/seeding/bundled.ts';
import { CROSSWALK_TABLES } from '../src/seeding/crosswalks.ts';
import { inferCrosswalks } from '../src/seeding/inferred-crosswalks.ts';
import type { LoadWrites } from '../src/seeding/search-indexes.ts';
import { resolveNeo4j } from './neo4j/resolve.ts';

const usage = `usage: npm run seed -- esco|nace|rome|onet|ons|kldb|crosswalks <directory> [--version <release>] [--languages en,fr] [--dry-run] [--batch-size N]
       npm run seed -- crosswalk nesta|bls|esco-onet|esco-rome|generic <file or directory> [--id <table id>] [--version <v>] [--dry-run]
       npm run seed -- crosswalk inferred
       npm run seed -- bundled [--missing-only]   (every bundled framework, or only those the graph lacks)
       npm run seed -- indexes   (rebuilds the search indexes in one pass each: after many small changes)
  after a load, new or changed concepts get their embeddings: the vectors shipped in seeds/embeddings/ where
  the text and model match, the bundled model otherwise (--no-embed skips it); after a large load the
  search indexes are rebuilt in one pass each (src/seeding/search-indexes.ts)
  crosswalk tables: nesta (esco_onet_crosswalk_Nov2020.csv), bls (isco08_to_soc2010.csv with onetsoc2010_to_soc2010.csv
  and soc2010_to_isco08.csv beside it), esco-onet (the official ONET_(Occupations)_0_updated.csv), esco-rome and
  generic (CSV with columns source,target,match[,score][,inferred]: ESCO URIs, ROME or O*NET-SOC codes, or graph ids)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    languages: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'batch-size': { type: 'string' },
    id: { type: 'string' },
    'no-embed': { type: 'boolean', default: false },
    'missing-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const [framework, path] = positionals;
// `crosswalk <table> <path>` takes one more positional than the framework loaders.
const table = framework === 'crosswalk' ? path : undefined;
const tablePath = framework === 'crosswalk' ? positionals[2] : undefined;
const crosswalkUsageError =
  framework === 'crosswalk' && (!table || (table !== 'inferred' && (!CROSSWALK_TABLES[table] || !tablePath)));
const standalone = framework === 'bundled' || framework === 'indexes';
if (values.help || !framework || (!standalone && !path) || crosswalkUsageError) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
const loader = LOADERS[framework];
if (!standalone && framework !== 'crosswalk' && !loader) {
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

// Small writes (a few concepts, held-out labels put back) add small Lucene segments that every query then
// searches; a load of 10,000 rows or more rebuilds by itself (src/seeding/search-indexes.ts).
if (framework === 'indexes') {
  const { rebuildSearchIndexes } = await import('../src/seeding/search-indexes.ts');
  await rebuildSearchIndexes(executor!, { progress: (line) => console.error(`[seed] ${line}`) });
  await close();
  process.exit(0);
}

try {
  const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
  const reports =
    framework === 'bundled'
      ? await loadBundledSeeds({
          executor,
          batchSize,
          force: !values['missing-only'],
          vectorsFollow: !values['no-embed'],
        })
      : table === 'inferred'
        ? await inferCrosswalks({ executor, batchSize, version: values.version })
        : table
          ? [
              await CROSSWALK_TABLES[table]!({
                path: tablePath as string,
                id: values.id,
                version: values.version,
                executor,
                batchSize,
              }),
            ]
          : [
              await loader!.load({
                directory: path as string,
                version: values.version,
                languages: values.languages?.split(',').map((lang) => lang.trim()),
                executor,
                batchSize,
              }),
            ].flat();
  const written: LoadWrites = { reports, vectors: 0 };
  const rejected = reports.reduce((n, report) => n + report.rejected.length, 0);
  if (executor)
    console.error(
      `[seed] ${reports.length ? reports.map((report) => report.framework).join(', ') : 'nothing new'} loaded` +
        (rejected ? ` (${rejected} rows rejected)` : ''),
    );
  for (const report of reports) {
    console.log(
      JSON.stringify(
        { ...report, rejected: report.rejected.slice(0, 50), rejectedCount: report.rejected.length },
        null,
        2,
      ),
    );
  }
  // New or changed concepts get their embeddings (shipped vectors, else the bundled model); unchanged
  // ones are skipped.
  if (executor && !values['no-embed']) {
    const { loadEmbedder } = await import('../src/embeddings/model.ts');
    const { embedConcepts } = await import('../src/seeding/embed.ts');
    // Lazy: the model process starts only if some concept has no shipped vector for its text.
    const embedder = await loadEmbedder({ lazy: true });
    const embedded = await embedConcepts({ executor, embedder });
    console.log(JSON.stringify(embedded, null, 2));
    written.vectors = embedded.embedded + embedded.fromStore;
    written.vectorsThrough = embedded.writtenThrough;
    written.filled = embedded.filled;
  }
  // The search indexes in one segment each after a bulk load, occupations' skill profiles up to date.
  if (executor) await afterLoad(executor, written, { progress: console.error });
  process.exitCode = rejected > 0 ? 1 : 0;
} catch (error) {
  console.error(`[seed] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 3;
} finally {
  await close();
}
