import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser.ts';
import { readCode, startAppServer } from '../e2e/support/app-server.ts';

/**
 * `npm run bench:web`: the JavaScript and CSS a browser downloads on the first load of the login
 * page (`/p/`) and of home (`/p/home`), gzipped, against the floor of React + ReactDOM alone
 * (a one-line app built by the same Vite). Measured in Chromium, so it counts exactly what the
 * route loads, lazy chunks included.
 */
interface Weight {
  js: number;
  css: number;
  files: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function reactFloor(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-floor-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div><script type="module" src="./main.js"></script>');
  fs.writeFileSync(
    path.join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));\n",
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { react: path.resolve('node_modules/react'), 'react-dom': path.resolve('node_modules/react-dom') } },
    build: { outDir: path.join(dir, 'dist') },
  });
  const assets = path.join(dir, 'dist', 'assets');
  const total = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(assets, file))).length, 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return total;
}

async function main(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  const server = await startAppServer();
  const browser = await launchBrowser();
  try {
    // Each page is measured in a fresh context, so nothing comes from the browser's cache.
    const measure = async (route: string, context: BrowserContext): Promise<Weight> => {
      const page = await context.newPage();
      const weight: Weight = { js: 0, css: 0, files: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            weight[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
            weight.files += 1;
          }),
        );
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await page.close();
      return weight;
    };

    const login = await measure('/p/', await browser.newContext({ baseURL: server.baseUrl }));
    const signedIn = await browser.newContext({ baseURL: server.baseUrl });
    const phoneNumber = '+12025550150';
    await signedIn.request.post('/api/auth/otp', { data: { phoneNumber } });
    await signedIn.request.post('/api/auth/otp/verify', { data: { phoneNumber, code: await readCode(server, phoneNumber) } });
    const home = await measure('/p/home', signedIn);
    const floor = await reactFloor();

    const rows = [
      ['React + ReactDOM (floor)', floor, 0, 0],
      ['/p/ (login), first load', login.js, login.css, login.files],
      ['/p/home, first load', home.js, home.css, home.files],
    ] as const;
    console.log('\nbench:web: gzipped bytes a first visit downloads\n');
    console.log('| page | JS | CSS | files | JS / floor |');
    console.log('|---|---|---|---|---|');
    for (const [name, js, css, files] of rows) {
      console.log(`| ${name} | ${kb(js)} | ${kb(css)} | ${files || '-'} | ${(js / floor).toFixed(2)} |`);
    }
    const aim = 120 * 1024;
    console.log(`\nAim: login first-load JS at most ${kb(aim)} gzipped: ${login.js <= aim ? 'met' : 'NOT met'} (${kb(login.js)}).`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
