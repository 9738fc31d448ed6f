import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  const bytes = (length: number) => new Uint8Array(length);

  it('keeps values until their total size passes the budget, dropping the least recently used first', () => {
    const cache = new LruCache<Uint8Array>(10, (value) => value.length);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    expect(cache.get('a')).toHaveLength(4);
    cache.set('c', bytes(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toHaveLength(4);
    expect(cache.get('c')).toHaveLength(4);
    expect(cache.size).toBe(8);
  });

  it('replaces a value under the same key, and never keeps one larger than the budget', () => {
    const cache = new LruCache<Uint8Array>(10, (value) => value.length);
    cache.set('a', bytes(4));
    cache.set('a', bytes(6));
    expect(cache.size).toBe(6);
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toHaveLength(6);
  });
});
