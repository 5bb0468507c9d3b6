import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server's address during `vite` development; production serves the build from the API itself. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads it to print what each first page loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared package is pure data and functions: a schema list nobody imports (FORM_SCHEMAS, for the
        // server) must not pull every form schema into the login page.
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
