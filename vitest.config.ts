import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/sequencer.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    // A fork runs file after file (isolate: false at the pool: the project's own `isolate` only decides
    // whether modules are re-evaluated, not whether the process is replaced): each file would otherwise
    // pay a new process's module loading (fastify, the driver, pdfjs, transformers) and, for the
    // loaders' files, a scratch Neo4j of its own (test/scratch-neo4j.ts). Each file still builds its own
    // app and closes it; nothing relies on fresh module state.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    // Long files first, so neither fork idles at the end (test/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
    projects: [
      {
        // The pure parts (parsers, dates, layout, scoring, metering decisions, config...): no database,
        // no model, seconds in all. `npm run test:unit`.
        extends: true,
        test: { name: 'unit', include: ['test/**/*.unit.test.ts'] },
      },
      {
        // Everything else runs against one real Neo4j, started once (files in parallel, each owning its
        // data).
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.unit.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
