import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `npm run dev:web` talks to the API of `npm run dev` on :3000.
    proxy: Object.fromEntries(['/api', '/profile', '/dashboard/', '/startup/', '/healthz'].map((path) => [path, 'http://127.0.0.1:3000'])),
  },
});
