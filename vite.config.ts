import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagePreload } from './web/build/page-preload.ts';
import { precompress } from './web/build/precompress.ts';
import { versionManifest } from './web/build/version-manifest.ts';

/** The web app: built from `web/` into `dist/web`, served by the server under `/p/`. */
// `npm run dev` proxies the API to the server it starts; another target can be named.
const apiTarget = process.env.TANDEM_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'web',
  base: '/p/',
  publicDir: 'public',
  plugins: [
    react(),
    versionManifest(),
    // The sign-in page, where every first visit starts, with its code preloaded (`server/http/web-app.ts`).
    pagePreload({ page: 'src/app/pages/login-page.tsx', fileName: 'sign-in.html' }),
    precompress(),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No source maps: they would publish the sources, and nothing in production reads them.
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/healthz': apiTarget,
    },
  },
});
