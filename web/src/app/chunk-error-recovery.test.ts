import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadFlagKey, chunkReloadSettleMs, createChunkErrorRecovery, isChunkLoadError } from './chunk-error-recovery.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('isChunkLoadError', () => {
  it('recognises load failures by their message', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/p/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isChunkLoadError(new Error('A network error occurred.'))).toBe(true);
    expect(isChunkLoadError('Failed to fetch')).toBe(true);
    expect(isChunkLoadError({ message: 'Loading chunk 3 failed' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('createChunkErrorRecovery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads on the first chunk error and remembers it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const recovery = createChunkErrorRecovery({ storage, reload });

    expect(recovery.handle()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(chunkReloadFlagKey)).toBe('1');
  });

  it('shows the failure when the error comes back after the reload', () => {
    const storage = memoryStorage();
    storage.setItem(chunkReloadFlagKey, '1');
    const reload = vi.fn();
    const recovery = createChunkErrorRecovery({ storage, reload });

    expect(recovery.handle()).toBe('failed');
    expect(reload).not.toHaveBeenCalled();
  });

  it('Refresh Page clears the flag and reloads', () => {
    const storage = memoryStorage();
    storage.setItem(chunkReloadFlagKey, '1');
    const reload = vi.fn();
    const recovery = createChunkErrorRecovery({ storage, reload });

    recovery.refreshPage();
    expect(storage.items.has(chunkReloadFlagKey)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the reload once the page has run for a while, so a later deploy gets its own reload', () => {
    const storage = memoryStorage();
    storage.setItem(chunkReloadFlagKey, '1');
    const reload = vi.fn();
    const recovery = createChunkErrorRecovery({ storage, reload });

    recovery.settle();
    vi.advanceTimersByTime(chunkReloadSettleMs - 1);
    expect(storage.items.has(chunkReloadFlagKey)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(storage.items.has(chunkReloadFlagKey)).toBe(false);

    expect(recovery.handle()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the flag when the settling is cancelled (the error came back quickly)', () => {
    const storage = memoryStorage();
    storage.setItem(chunkReloadFlagKey, '1');
    const recovery = createChunkErrorRecovery({ storage, reload: vi.fn() });

    const cancel = recovery.settle();
    vi.advanceTimersByTime(chunkReloadSettleMs / 2);
    cancel();
    vi.advanceTimersByTime(chunkReloadSettleMs * 2);
    expect(storage.items.has(chunkReloadFlagKey)).toBe(true);
  });

  it('does not reload when nothing can be remembered, so it never loops', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const recovery = createChunkErrorRecovery({ storage: broken, reload });

    expect(recovery.handle()).toBe('failed');
    expect(reload).not.toHaveBeenCalled();
  });
});
