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
 * route loads, lazy chunks included. Then the sign-in page on an emulated slow 4G connection:
 * the bytes that cross the wire and the time until it can be used, served as the browser gets it
 * (brotli) against gzip only and no compression at all (the baseline: how it was served before).
 */
interface Weight {
  js: number;
  css: number;
  files: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Slow 4G, as the issue measured it: 1.6 Mbps down, 750 kbps up, 150 ms added to every request. */
const slow4g = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const signInRuns = 5;

interface SignInLoad {
  /** From the navigation until the phone field and "Send code" are on screen. */
  usableMs: number;
  /** Bytes on the wire (headers and bodies, as encoded) by then, and once the network is idle. */
  bytesWhenUsable: number;
  bytesTotal: number;
  requests: number;
  encodings: Set<string>;
}

/** One load of the sign-in page in a fresh context (an empty cache), accepting only `encodings`. */
async function loadSignIn(context: BrowserContext, encodings: ('br' | 'gzip')[]): Promise<SignInLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium's own Accept-Encoding, replaced: `identity` asks for every file as it is.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encodings.length ? encodings.join(', ') : 'identity' } });
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  const load: SignInLoad = { usableMs: 0, bytesWhenUsable: 0, bytesTotal: 0, requests: 0, encodings: new Set() };
  cdp.on('Network.responseReceived', ({ response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    load.encodings.add(encoding ?? 'identity');
  });
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    load.bytesTotal += encodedDataLength;
    load.requests += 1;
  });
  const started = performance.now();
  await page.goto('/p/', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
  await page.getByRole('button', { name: 'Send code' }).waitFor();
  load.usableMs = performance.now() - started;
  load.bytesWhenUsable = load.bytesTotal;
  await page.waitForLoadState('networkidle');
  await page.close();
  return load;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

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

    const servings = [
      ['no compression (baseline, as before)', []],
      ['gzip only', ['gzip']],
      ['brotli (what browsers get)', ['br', 'gzip']],
    ] as const;
    const results = new Map<string, SignInLoad[]>(servings.map(([name]) => [name, []]));
    // Rounds alternate the servings, so a busy moment of the machine weighs on each alike.
    for (let run = 0; run < signInRuns; run += 1) {
      for (const [name, encodings] of servings) {
        const context = await browser.newContext({ baseURL: server.baseUrl });
        results.get(name)?.push(await loadSignIn(context, [...encodings]));
        await context.close();
      }
    }
    console.log(
      `\nbench:web: the sign-in page on slow 4G (${slow4g.downloadThroughput * 0.008} kbps down, ${slow4g.latency} ms), median of ${signInRuns} loads\n`,
    );
    console.log('| served as | usable after | transferred when usable | transferred in all | requests | encodings seen |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, loads] of results) {
      const encodings = [...new Set(loads.flatMap((load) => [...load.encodings]))].sort().join(', ');
      console.log(
        `| ${name} | ${(median(loads.map((load) => load.usableMs)) / 1000).toFixed(2)} s | ${kb(median(loads.map((load) => load.bytesWhenUsable)))} | ${kb(median(loads.map((load) => load.bytesTotal)))} | ${median(loads.map((load) => load.requests))} | ${encodings} |`,
      );
    }
    const served = results.get(servings[2][0]) ?? [];
    const usableMs = median(served.map((load) => load.usableMs));
    const transferred = median(served.map((load) => load.bytesTotal));
    console.log(`\nAim: usable within 2 s on slow 4G: ${usableMs <= 2000 ? 'met' : 'NOT met'} (${(usableMs / 1000).toFixed(2)} s).`);
    console.log(`Aim: at most 190 KB transferred: ${transferred <= 190 * 1024 ? 'met' : 'NOT met'} (${kb(transferred)}).`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
