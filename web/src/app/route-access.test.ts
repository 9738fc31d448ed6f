import { describe, expect, it } from 'vitest';
import { decideAccess } from './route-access.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const user = { role: 'USER' };
const admin = { role: 'ADMIN' };

describe('decideAccess', () => {
  it('lets anyone through a public route', () => {
    expect(decideAccess('public', null, at('/terms'))).toEqual({ kind: 'allow' });
    expect(decideAccess('public', user, at('/about'))).toEqual({ kind: 'allow' });
  });

  it('lets any signed-in user through a signed-in route', () => {
    expect(decideAccess('signed-in', user, at('/home'))).toEqual({ kind: 'allow' });
    expect(decideAccess('signed-in', admin, at('/home'))).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a user to / with the requested path, query and hash', () => {
    expect(decideAccess('signed-in', null, at('/chat/c1', '?startCall=true', '#bottom'))).toEqual({
      kind: 'redirect',
      to: `/?redirectLink=${encodeURIComponent(base64('/chat/c1?startCall=true#bottom'))}`,
    });
  });

  it('gives no redirect link for the root path', () => {
    expect(decideAccess('signed-in', null, at('/'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('drops an existing redirectLink before encoding', () => {
    expect(decideAccess('signed-in', null, at('/home', `?redirectLink=${base64('/admin')}&a=1`))).toEqual({
      kind: 'redirect',
      to: `/?redirectLink=${encodeURIComponent(base64('/home?a=1'))}`,
    });
  });

  it('admits only the exact role ADMIN to admin routes', () => {
    expect(decideAccess('admin', admin, at('/admin'))).toEqual({ kind: 'allow' });
    for (const role of ['USER', 'admin', 'Admin', 'ADMIN ', '']) {
      expect(decideAccess('admin', { role }, at('/admin/users/u1')), role).toEqual({
        kind: 'redirect',
        to: `/?redirectLink=${encodeURIComponent(base64('/admin/users/u1'))}`,
      });
    }
  });

  it('sends a visitor without a user away from admin routes too', () => {
    expect(decideAccess('admin', null, at('/events/e1/table'))).toEqual({
      kind: 'redirect',
      to: `/?redirectLink=${encodeURIComponent(base64('/events/e1/table'))}`,
    });
  });
});
