import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
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
          // A fork runs file after file without reloading the service's modules (fastify, the driver,
          // pdfjs, transformers): the suite took 885 s isolated, about 90 s less shared. Each file still
          // builds its own app and closes it; nothing relies on fresh module state.
          isolate: false,
        },
      },
    ],
  },
});
