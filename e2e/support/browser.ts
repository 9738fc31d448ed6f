import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, without the background traffic a closed network refuses. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
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
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport}.png`), fullPage: true });
}

/** Fails the test on any error the page logs or throws, so a broken screen cannot pass quietly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401|Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}
