import { describe, expect, it } from 'vitest';
import { defaultPasskeyName } from './passkey-name.ts';

describe('the default name of a passkey', () => {
  it('names the browser and the system it was made on, without versions', () => {
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
  });

  it('says only "Passkey" when the user agent names nothing', () => {
    expect(defaultPasskeyName(null)).toBe('Passkey');
    expect(defaultPasskeyName('curl/8.5.0')).toBe('Passkey');
  });
});
