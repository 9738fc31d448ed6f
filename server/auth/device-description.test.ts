import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-description.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on macOS Catalina',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17.4 on iPhone',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Windows 10'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131 on Android 14',
    ],
  ])('reads %s as %s', (userAgent, description) => {
    expect(describeDevice(userAgent)).toBe(description);
  });

  it('answers null when no browser can be told', () => {
    expect(describeDevice('curl/8.4.0')).toBeNull();
    expect(describeDevice('test')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
