/**
 * Where a blocked microphone is allowed again depends on the browser: the help names the place in
 * the browser the guest uses, told from its user agent. Pinned by mic-help.test.ts.
 */

export type BrowserFamily = 'chrome' | 'edge' | 'safari' | 'firefox' | 'other';

/** Edge and Chrome on iOS are Safari underneath, and say so with their own tokens; checked first. */
export function browserFamilyOf(userAgent: string): BrowserFamily {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\b(Chrome|HeadlessChrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome';
  if (/\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent)) return 'safari';
  return 'other';
}

const settingsSteps: Record<BrowserFamily, string> = {
  chrome: 'In Chrome, click the icon left of the address bar, open "Site settings" and set Microphone to "Allow".',
  edge: 'In Edge, click the lock left of the address bar, open "Permissions for this site" and set Microphone to "Allow".',
  safari:
    'In Safari, open Safari → Settings for This Website (on iPhone: the "aA" button in the address bar → Website Settings) and set Microphone to "Allow".',
  firefox: 'In Firefox, click the microphone icon with a line through it in the address bar and remove "Blocked temporarily" or "Blocked".',
  other: 'Open the site settings of this page (usually the icon beside the address bar) and allow the microphone.',
};

/** The step that lets this browser use the microphone on this site again. */
export function micSettingsHelp(userAgent: string): string {
  return settingsSteps[browserFamilyOf(userAgent)];
}
