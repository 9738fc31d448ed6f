import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { chromiumLaunchOptions, sharedBrowserKind, type LaunchOptions } from './chromium.ts';

/**
 * A browser of the kind asked for. In the test run, a kind the global setup shares
 * (`sharedBrowserKinds`) is connected to instead of launched, and `close()` then ends only the
 * contexts of that connection; outside it (bench:web) and for other kinds, a browser of its own.
 */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const kind = sharedBrowserKind(options);
  const endpoint = kind && process.env.VITEST ? inject('sharedBrowsers')[kind] : undefined;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumLaunchOptions(options));
}

/** A download's contents, read through the browser's connection (a shared browser's files are not on a path of this process). */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}

/**
 * Grants the microphone to every page of the context, as a user who allowed it before would
 * have: the app then skips its Mic Intro dialog. Needed with `askForMicrophone`; harmless without.
 */
export function grantMicrophone(context: BrowserContext): Promise<void> {
  return context.grantPermissions(['microphone']);
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

export function newContext(browser: Browser, viewport: ViewportName, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: viewports[viewport], baseURL, isMobile: viewport === 'phone', hasTouch: viewport === 'phone' });
}

const screenshotDir = path.resolve('test-results/screenshots');

/** Screenshots are test artifacts (not committed): test-results/screenshots/<name>-<viewport>.png. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  // Transitions are finished first, so a dialog is pictured as people see it, not mid-fade.
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport}.png`), fullPage: true, animations: 'disabled' });
  await expectAccessible(page, `${name}-${viewport}`);
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every screen the suite pictures is checked by axe-core against WCAG 2.1 A and AA and axe's best
 * practices, with the check that a control's accessible name contains its visible label: any
 * violation fails the test, named with the screen and the elements. axe runs in the page through
 * the DevTools protocol, which the page's Content-Security-Policy does not govern.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await page.evaluate(async (source) => {
    const scope = window as unknown as { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } };
    if (!scope.axe) new Function(source)();
    const results = await scope.axe!.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary.split('\n').slice(1, 2).join('')}`),
    }));
  }, axeSource);
  if (violations.length > 0) {
    const report = violations
      .map((violation) => `- ${violation.id} (${violation.help}):\n    ${violation.targets.join('\n    ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${screen}:\n${report}`);
  }
}

type AxeResults = { violations: { id: string; help: string; nodes: { target: string[]; failureSummary: string }[] }[] };

/** Fails the test on any error the page logs or throws, so a broken screen cannot pass quietly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401|Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** A dialog as people see it: the window, not the full page (a modal's backdrop covers only the window). */
export async function screenshotWindow(page: Page, name: string, viewport: ViewportName): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport}.png`), animations: 'disabled' });
  await expectAccessible(page, `${name}-${viewport}`);
}

/**
 * Both sizes of a page: the one it is shown at, then the other after a reload at that size (a
 * resized window keeps the phone's scroll position), then back. `shown` is what says it is ready.
 */
export async function screenshotBoth(page: Page, name: string, shown: Locator): Promise<void> {
  const own = page.viewportSize()!.width === viewports.phone.width ? 'phone' : 'desktop';
  const other = own === 'phone' ? 'desktop' : 'phone';
  await screenshot(page, name, own);
  for (const viewport of [other, own] as const) {
    await page.setViewportSize(viewports[viewport]);
    await page.reload();
    await shown.waitFor();
    if (viewport === other) await screenshot(page, name, other);
  }
}

/**
 * When the running test fails, what the page showed: a screenshot beside the others and the
 * page's accessibility tree in the log, so a failure seen only in CI can be read afterwards.
 */
export function describePageOnFailure(page: Page, name: string): void {
  onTestFailed(async () => {
    if (page.isClosed()) return;
    fs.mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, `failed-${name}.png`), fullPage: true }).catch(() => undefined);
    const tree = await page
      .locator('body')
      .ariaSnapshot()
      .catch((error: unknown) => String(error));
    console.error(`The page of "${name}" when it failed (${page.url()}):\n${tree}`);
  });
}

/**
 * Opens the microphone of a call as a guest would: with "Continue the call" when the page asks
 * for a click before it plays sound (the browser's autoplay rule: a page the test opened does not
 * always count as activated), through the Mic Intro dialog when it shows, and with "Retry
 * microphone" when the fake device would not start (Chromium's fake capture can time out on a
 * loaded machine); ends when the call's Mute button is there.
 */
export async function openCallMicrophone(page: Page): Promise<void> {
  const mute = page.getByRole('button', { name: 'Mute' });
  const join = page.getByRole('button', { name: 'Continue the call' });
  const intro = page.getByRole('dialog', { name: 'Turn on your microphone' });
  const unavailable = page.getByRole('dialog', { name: 'Microphone unavailable' });
  for (let attempt = 0; attempt < 4; attempt++) {
    await mute.or(join).or(intro).or(unavailable).first().waitFor();
    if (await join.isVisible()) await join.click();
    else if (await intro.isVisible()) await intro.getByRole('button', { name: 'Turn on mic' }).click();
    else if (await unavailable.isVisible()) await unavailable.getByRole('button', { name: 'Retry microphone' }).click();
    else return;
  }
  await mute.waitFor();
}
