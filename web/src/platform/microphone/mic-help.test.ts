import { describe, expect, it } from 'vitest';
import { browserFamilyOf, micSettingsHelp } from './mic-help.ts';

const userAgents = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  headlessChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('which browser the guest uses', () => {
  it('tells Chrome, Edge, Safari and Firefox apart, Chromium-based Edge and iOS Chrome included', () => {
    expect(browserFamilyOf(userAgents.chrome)).toBe('chrome');
    expect(browserFamilyOf(userAgents.edge)).toBe('edge');
    expect(browserFamilyOf(userAgents.safari)).toBe('safari');
    expect(browserFamilyOf(userAgents.iPhoneSafari)).toBe('safari');
    expect(browserFamilyOf(userAgents.iPhoneChrome)).toBe('chrome');
    expect(browserFamilyOf(userAgents.firefox)).toBe('firefox');
    expect(browserFamilyOf(userAgents.headlessChromium)).toBe('chrome');
    expect(browserFamilyOf('curl/8.0')).toBe('other');
  });

  it("names the place of that browser's microphone setting", () => {
    expect(micSettingsHelp(userAgents.chrome)).toContain('Site settings');
    expect(micSettingsHelp(userAgents.edge)).toContain('Permissions for this site');
    expect(micSettingsHelp(userAgents.safari)).toContain('Settings for This Website');
    expect(micSettingsHelp(userAgents.firefox)).toContain('Blocked temporarily');
    expect(micSettingsHelp('curl/8.0')).toContain('site settings');
  });
});
