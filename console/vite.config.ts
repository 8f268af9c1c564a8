// The console's build: Vite bundles console/src into console/dist, served by the API at /console/
// (src/http/console.ts). Preact's automatic JSX runtime through Vite's own transform (no Babel preset).
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // cytoscape is most of the bundle; one chunk keeps the static serving trivial.
    chunkSizeWarningLimit: 1200,
  },
  logLevel: 'warn',
});
