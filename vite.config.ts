import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagePreload } from './web/build/page-preload.ts';
import { precompress } from './web/build/precompress.ts';
import { versionManifest } from './web/build/version-manifest.ts';

/** The web app: built from `web/` into `dist/web`, served by the server under `/p/`. */
// `npm run dev` proxies the API to the server it starts; another target can be named.
const apiTarget = process.env.TANDEM_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
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
  resolve: {
    // React Router's package exports only its development build, warnings and all; its production
    // build is the same code with them compiled out (remix-run/react-router#12532).
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    outDir: '../dist/web',
    emptyOutDir: true,
    // No source maps: they would publish the sources, and nothing in production reads them.
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs, in one file: apart, it came as five, each compressed on its own.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/healthz': apiTarget,
    },
  },
}));
