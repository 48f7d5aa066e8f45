import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dashboardChunk } from './scripts/dashboard-chunk';

const fromRoot = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const flagIconsVersion: string = createRequire(import.meta.url)('flag-icons/package.json').version;
const dashboard = dashboardChunk(fromRoot('src/web'));
// Flags keep their plain names (in a folder per flag-icons version): the code-to-URL table
// the dashboard ships then compresses to almost nothing, where ~250 hashes cost 3 KB gzipped.
// The server's render names every asset the same way, so its markup links the browser build's files.
const assetFileNames = (asset: { originalFileNames: readonly string[] }) =>
  asset.originalFileNames.some((name) => name.includes('flag-icons/flags/'))
    ? `assets/flags-${flagIconsVersion}/[name][extname]`
    : 'assets/[name]-[hash][extname]';

/**
 * `vite build --ssr`: the server's render of the first screens (src/web/entry-server.tsx) into the web build's
 * ssr/ folder, which the server loads when it is there (src/server/http/web-app.ts). Self-contained (every
 * package bundled in), so a deployment without dev dependencies still renders; never served (web-app.ts).
 */
const serverRenderBuild = defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  // React's build follows the server's NODE_ENV, as Node's own packages do: production under `npm start` (the
  // development one renders several times slower), development in the API tests.
  ssr: { noExternal: true },
  build: {
    outDir: '../../dist/web/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { input: fromRoot('src/web/entry-server.tsx'), output: { assetFileNames } },
  },
});

const browserBuild = defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), dashboard.plugin],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for error reporting but not named in the bundles; the server never serves them.
    sourcemap: 'hidden',
    // scripts/check-bundle.mjs reads it to weigh what each first page loads.
    manifest: true,
    rolldownOptions: {
      // The app, and what the server-rendered one-pager links (src/server/one-pager/assets.ts): its deck
      // viewer (pdf.js inside) and its fonts, fingerprinted like every asset.
      input: {
        index: fromRoot('src/web/index.html'),
        'deck-viewer': fromRoot('src/web/features/one-pager/deck-viewer.ts'),
        'inter-font': fromRoot('src/web/inter-font.css'),
        'arabic-font': fromRoot('src/web/i18n/arabic-font.css'),
      },
      output: {
        assetFileNames,
        // The dashboard's first-page code in one chunk, not ~18 small ones (scripts/dashboard-chunk.ts).
        codeSplitting: { groups: [dashboard.group] },
      },
    },
  },
  server: {
    // `npm run dev:web` talks to the API of `npm run dev` on :3000.
    proxy: Object.fromEntries(['/api', '/profile', '/dashboard/', '/startup/', '/healthz'].map((path) => [path, 'http://127.0.0.1:3000'])),
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
