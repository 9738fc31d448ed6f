import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { build, minifySync, type Plugin, type Rolldown } from 'vite';
import { launchBrowser } from '../e2e/support/browser.ts';
import { readCode, startAppServer } from '../e2e/support/app-server.ts';

/**
 * `npm run bench:web`: the JavaScript and CSS a browser downloads on the first load of the login
 * page (`/p/`) and of home (`/p/home`), gzipped, against the floor of React + ReactDOM alone
 * (a one-line app built by the same Vite). Measured in Chromium, so it counts exactly what the
 * route loads, lazy chunks included. Then the sign-in page on an emulated slow 4G connection:
 * the bytes that cross the wire and the time until it can be used, served as the browser gets it
 * (brotli) against gzip only and no compression at all (the baseline: how it was served before).
 * Each page's largest modules are listed from the build's module graph, and every aim that is not
 * met says so on a line of its own ("AIM NOT MET"), so a regression shows the day it lands. It
 * exits 0 either way: it measures, the figures go into docs/benchmarks.md.
 */
interface Weight {
  js: number;
  css: number;
  files: number;
  /** The script files loaded, as the build named them (`assets/…`). */
  scripts: string[];
}

/** The aims of issue 29 and 27: first-load JavaScript per page, gzipped, and the sign-in page on slow 4G. */
const aims = { signInJs: 120 * 1024, homeJs: 180 * 1024, usableMs: 2000, transferred: 190 * 1024 };
const modulesListed = 12;

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

/** The build's chunks, kept from the bundle as Vite writes it. */
function chunkCollector(): { plugin: Plugin; chunks: Map<string, Rolldown.OutputChunk> } {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  const plugin: Plugin = {
    name: 'bench-chunk-collector',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
    },
  };
  return { plugin, chunks };
}

interface ModuleWeight {
  id: string;
  chunk: string;
  /** The module's share of its chunk's gzipped size, by its share of the chunk's code once minified. */
  gzip: number;
}

/** A module's code as the build renders it, minified alone (what the chunk's minifier makes of it, near enough). */
function minifiedLength(code: string | null): number {
  if (!code) return 0;
  try {
    return minifySync('module.js', code).code.length;
  } catch {
    return code.length;
  }
}

/** The modules of the chunks a page loaded, largest first. */
function modulesOf(scripts: string[], chunks: Map<string, Rolldown.OutputChunk>): ModuleWeight[] {
  const weights: ModuleWeight[] = [];
  for (const file of scripts) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    const modules = Object.entries(chunk.modules).map(([id, module]) => ({ id, length: minifiedLength(module.code) }));
    const minified = modules.reduce((sum, module) => sum + module.length, 0);
    const gzip = gzipSync(chunk.code).length;
    for (const module of modules) {
      if (module.length > 0) weights.push({ id: module.id, chunk: file, gzip: (gzip * module.length) / minified });
    }
  }
  return weights.sort((a, b) => b.gzip - a.gzip);
}

/** A module id as a reader knows it: the package path under node_modules, or the path in the repository. */
function moduleName(id: string): string {
  const inPackage = id.split('/node_modules/').at(-1) ?? id;
  return inPackage === id ? path.relative(process.cwd(), id) : inPackage;
}

function printLargestModules(page: string, weight: Weight, chunks: Map<string, Rolldown.OutputChunk>): void {
  const modules = modulesOf(weight.scripts, chunks);
  console.log(`
${page}: the ${modulesListed} largest of its ${modules.length} modules (≈ gzip: its share of its chunk, minified)
`);
  console.log('| module | ≈ gzip | chunk |');
  console.log('|---|---|---|');
  for (const module of modules.slice(0, modulesListed)) console.log(`| ${moduleName(module.id)} | ${kb(module.gzip)} | ${module.chunk} |`);
}

/** Says whether an aim is met; one that is not gets a line of its own that no one can miss. */
function reportAim(missed: string[], what: string, met: boolean, measured: string): void {
  if (met) {
    console.log(`Aim met: ${what} (${measured}).`);
    return;
  }
  const line = `AIM NOT MET: ${what}: ${measured}.`;
  missed.push(line);
  console.log(`
${'!'.repeat(line.length)}
${line}
${'!'.repeat(line.length)}`);
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
  const collector = chunkCollector();
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', plugins: [collector.plugin] });
  const missed: string[] = [];
  const server = await startAppServer();
  const browser = await launchBrowser();
  try {
    // Each page is measured in a fresh context, so nothing comes from the browser's cache.
    const measure = async (route: string, context: BrowserContext): Promise<Weight> => {
      const page = await context.newPage();
      const weight: Weight = { js: 0, css: 0, files: 0, scripts: [] };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        if (type === 'script') weight.scripts.push(new URL(response.url()).pathname.replace(/^\/p\//, ''));
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
    printLargestModules('/p/ (login)', login, collector.chunks);
    printLargestModules('/p/home', home, collector.chunks);
    console.log('');
    reportAim(missed, `login first-load JS at most ${kb(aims.signInJs)} gzipped`, login.js <= aims.signInJs, kb(login.js));
    reportAim(missed, `home first-load JS at most ${kb(aims.homeJs)} gzipped`, home.js <= aims.homeJs, kb(home.js));

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
    console.log('');
    reportAim(missed, 'sign-in usable within 2 s on slow 4G', usableMs <= aims.usableMs, `${(usableMs / 1000).toFixed(2)} s`);
    reportAim(missed, `sign-in at most ${kb(aims.transferred)} transferred on slow 4G`, transferred <= aims.transferred, kb(transferred));
    console.log(
      missed.length === 0 ? '\nbench:web: every aim met.' : `\nbench:web: ${missed.length} aim(s) NOT MET:\n${missed.join('\n')}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
