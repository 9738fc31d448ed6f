import Bowser from 'bowser';

/**
 * A session's browser and system in words an admin reads at a glance ("Chrome 131 on macOS",
 * "Safari 17.4 on iPhone"), from its user agent; null when the user agent names no browser.
 */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  const version = browser.version
    ?.split('.')
    .slice(0, browser.name === 'Safari' ? 2 : 1)
    .join('.');
  const system = platform.model ?? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return [browser.name, version].filter(Boolean).join(' ') + (system ? ` on ${system}` : '');
}
