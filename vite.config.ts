import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dashboardChunk } from './scripts/dashboard-chunk';

const fromRoot = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const flagIconsVersion: string = createRequire(import.meta.url)('flag-icons/package.json').version;
const dashboard = dashboardChunk(fromRoot('src/web'));

export default defineConfig({
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
        'deck-viewer': fromRoot('src/web/one-pager/deck-viewer.ts'),
        'inter-font': fromRoot('src/web/inter-font.css'),
        'arabic-font': fromRoot('src/web/i18n/arabic-font.css'),
      },
      output: {
        // Flags keep their plain names (in a folder per flag-icons version): the code-to-URL table
        // the dashboard ships then compresses to almost nothing, where ~250 hashes cost 3 KB gzipped.
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => name.includes('flag-icons/flags/'))
            ? `assets/flags-${flagIconsVersion}/[name][extname]`
            : 'assets/[name]-[hash][extname]',
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
