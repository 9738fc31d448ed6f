import { describe, expect, it } from 'vitest';
import { decodeRedirectLink, encodeRedirectLink, isSafeInAppPath, signInRedirectTarget } from './redirect-link.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('encodeRedirectLink', () => {
  it('encodes path, query and hash in base64', () => {
    expect(encodeRedirectLink('/chat/c1', '?startCall=true', '#latest')).toBe(base64('/chat/c1?startCall=true#latest'));
    expect(encodeRedirectLink('/home', '', '')).toBe(base64('/home'));
  });

  it('gives no link for an empty or root path', () => {
    expect(encodeRedirectLink('', '', '')).toBeNull();
    expect(encodeRedirectLink('/', '', '')).toBeNull();
    expect(encodeRedirectLink('/', '?a=1', '#x')).toBeNull();
  });

  it('removes an existing redirectLink parameter before encoding', () => {
    expect(encodeRedirectLink('/admin', `?redirectLink=${base64('/home')}&tab=users`, '')).toBe(base64('/admin?tab=users'));
    expect(encodeRedirectLink('/admin', `?redirectLink=${base64('/home')}`, '#top')).toBe(base64('/admin#top'));
  });

  it('keeps the query exactly when there is no redirectLink in it', () => {
    expect(encodeRedirectLink('/joinEvent/e1', '?memberHash=a%2Fb', '')).toBe(base64('/joinEvent/e1?memberHash=a%2Fb'));
  });

  it('survives non-ASCII text', () => {
    const link = encodeRedirectLink('/events/e1', '?q=café', '');
    expect(link).not.toBeNull();
    expect(decodeRedirectLink(`?redirectLink=${encodeURIComponent(link ?? '')}`)).toBe('/events/e1?q=café');
  });
});

describe('signInRedirectTarget', () => {
  it('sends to / with the URL-encoded redirect link', () => {
    const link = base64('/users/u1/events/e1/hostMatches?x=1#y');
    expect(signInRedirectTarget('/users/u1/events/e1/hostMatches', '?x=1', '#y')).toBe(`/?redirectLink=${encodeURIComponent(link)}`);
  });

  it('sends to plain / for the root path', () => {
    expect(signInRedirectTarget('/', '', '')).toBe('/');
    expect(signInRedirectTarget('', '', '')).toBe('/');
  });
});

describe('decodeRedirectLink', () => {
  it('round-trips an encoded location', () => {
    const target = signInRedirectTarget('/chat/c1', '?startCall=true', '#end');
    expect(decodeRedirectLink(target.slice(1))).toBe('/chat/c1?startCall=true#end');
  });

  it('reads a link whose + was left unencoded in the query', () => {
    const link = base64('/events/e1?q=>>>');
    expect(link).toContain('+');
    expect(decodeRedirectLink(`?redirectLink=${link}`)).toBe('/events/e1?q=>>>');
  });

  it('returns null when there is no link or it is not base64', () => {
    expect(decodeRedirectLink('')).toBeNull();
    expect(decodeRedirectLink('?other=1')).toBeNull();
    expect(decodeRedirectLink('?redirectLink=')).toBeNull();
    expect(decodeRedirectLink('?redirectLink=%%%')).toBeNull();
  });

  it('refuses anything that would leave the app', () => {
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/home',
      '/\\evil.example',
      'javascript:alert(1)',
      'home',
      '/\t/evil.example',
      ' /home',
    ]) {
      expect(decodeRedirectLink(`?redirectLink=${encodeURIComponent(base64(unsafe))}`), unsafe).toBeNull();
    }
  });
});

describe('isSafeInAppPath', () => {
  it('accepts in-app paths only', () => {
    expect(isSafeInAppPath('/home')).toBe(true);
    expect(isSafeInAppPath('/chat/c1?startCall=true#x')).toBe(true);
    expect(isSafeInAppPath('//evil.example')).toBe(false);
    expect(isSafeInAppPath('http://evil.example')).toBe(false);
  });

  it('refuses control characters, spaces and DEL, which URL parsers strip', () => {
    expect(isSafeInAppPath('/\t/evil.example')).toBe(false);
    expect(isSafeInAppPath('/\n/evil.example')).toBe(false);
    expect(isSafeInAppPath('/\u0000home')).toBe(false);
    expect(isSafeInAppPath('/ home')).toBe(false);
    expect(isSafeInAppPath('/home\u007f')).toBe(false);
    expect(isSafeInAppPath('/events/café')).toBe(true);
  });
});
