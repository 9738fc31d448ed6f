import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';

describe('isClientRoute', () => {
  it("knows the app's pages, with their parameters and an optional last one", () => {
    for (const path of [
      '/',
      '',
      '/home',
      '/home/',
      '/joinEvent/abc',
      '/joinEvent/abc/member-hash',
      '/joinEvent/abc/member-hash/xyz',
      '/users/1/events/2/connection-intelligence',
      '/events/new',
      '/events/42/table',
      '/admin/users/7',
    ])
      expect(isClientRoute(path), path).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of [
      '/nonsense',
      '/home/extra',
      '/joinEvent',
      '/joinEvent/abc/member-hash/xyz/more',
      '/users/1/events',
      '/admin/unknown',
    ])
      expect(isClientRoute(path), path).toBe(false);
  });
});
