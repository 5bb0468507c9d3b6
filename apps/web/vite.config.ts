import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server's address during `vite` development; production serves the build from the API itself. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The printable forms (Form A, verification forms) the server renders.
      '/gen-forms': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads it to print what each first page loads.
    manifest: true,
    // The start-up chunk is one file on purpose (below); scripts/report-bundle.mjs holds the budgets that count.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is fetched at start anyway: one file compresses better than
          // the dozen small chunks automatic splitting makes of it.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // The shared package is pure data and functions: a schema list nobody imports (FORM_SCHEMAS, for the
        // server) must not pull every form schema into the login page.
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
