import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** A feature's public API (frontend/src/features/<feature>/index.ts): re-exports only, no side effects. */
const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** Modules that only declare (the contracts, the kernel's pure rules) and the features' public APIs. */
const SIDE_EFFECT_FREE = [
  /[\\/]backend[\\/]src[\\/]contracts[\\/]/,
  /[\\/]packages[\\/]kernel[\\/]src[\\/]/,
  FEATURE_INDEX,
];

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@bb/backend/contracts': fileURLToPath(new URL('../backend/src/contracts/index.ts', import.meta.url)),
      '@bb/kernel': fileURLToPath(new URL('../packages/kernel/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The shared contracts are declarations (zod schemas, constants) with no side effects: a page
      // importing one constant must not load every schema (the dashboard loaded all of them).
      // Likewise a feature's index.ts (its public API) only re-exports: without this, a page importing
      // one name through it placed every module it re-exports in its chunk (the wizard page took step
      // 8's export cards, the steps' story and tech-doc panels; the dashboard the stale-step dialogs).
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.some((pattern) => pattern.test(id)),
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs in one chunk: by default the modules the main script
            // shares with lazy routes (clsx, the API client, the icon factory, the landing page's
            // icons) became chunks of their own, each one more request before the first paint.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The other icons are tiny modules shared by many routes: left alone, each becomes its own
            // ~1 KB chunk (a signed-in dashboard loaded 61 scripts). Together they are one request.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            // Likewise the UI primitives behind components/ui that most signed-in pages use (dialogs,
            // menus, selects and what they share: popper, focus scope, dismissable layer, scroll lock).
            // Not the leaves only some pages use (toasts, tooltips, tabs, switches, progress bars,
            // avatars): in this chunk they were 27 KB of the dashboard's unused JavaScript; they go with
            // the pages (or the lazy toaster) that import them.
            {
              name: 'ui',
              test: /node_modules[\\/](@radix-ui[\\/](?!react-(toast|tooltip|tabs|switch|progress|avatar)[\\/])|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|tslib)/,
              priority: 1,
            },
            // And the app's own shared pieces (components/ui wrappers, hooks, helpers), used by most routes.
            // Not the wrappers of the leaf primitives left out of 'ui' (they would bring them along).
            {
              name: 'shared',
              test: /frontend[\\/]src[\\/](components|lib)[\\/](?!ui[\\/](toast|toaster|tooltip|tabs|switch|progress|avatar)\.tsx)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
