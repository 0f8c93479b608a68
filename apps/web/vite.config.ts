import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceMapsOutOfDist } from './vite-source-maps.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://127.0.0.1:8080';
/** The Mantine packages of the shell, and the libraries they bring. */
const MANTINE_SHELL = /node_modules[\\/]@mantine[\\/](core|hooks|modals|notifications|store)/;
const MANTINE_DEPS = /node_modules[\\/](@floating-ui|react-remove-scroll|react-number-format)/;

export default defineConfig({
  root,
  plugins: [react(), sourceMapsOutOfDist()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment, moved out of dist (never served): vite-source-maps.ts.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across app releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            // Dates and dropzone stay out of the shell: only the profile and settings pages load them.
            {
              name: 'mantine',
              test: (id) => MANTINE_SHELL.test(id) || MANTINE_DEPS.test(id),
              priority: 20,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // Forms and zod load with the first form page, not with the shell.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ms': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ms': { target: backend, changeOrigin: true },
    },
  },
});
