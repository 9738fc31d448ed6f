import { describe, expect, it } from 'vitest';
import { createPhoneMemory, phoneMemoryKey, type KeyValueStorage } from './phone-memory.ts';

function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('createPhoneMemory', () => {
  it('remembers, recalls and forgets a number', () => {
    const storage = fakeStorage();
    const memory = createPhoneMemory(storage);
    expect(memory.recall()).toBeNull();
    memory.remember('+12025550123');
    expect(storage.values.get(phoneMemoryKey)).toBe('+12025550123');
    expect(memory.recall()).toBe('+12025550123');
    memory.forget();
    expect(memory.recall()).toBeNull();
  });

  it('forgets a given number only when it is the one remembered', () => {
    const storage = fakeStorage({ [phoneMemoryKey]: '+12025550123' });
    const memory = createPhoneMemory(storage);
    memory.forgetNumber('+12025550999');
    expect(memory.recall()).toBe('+12025550123');
    memory.forgetNumber('+12025550123');
    expect(storage.values.has(phoneMemoryKey)).toBe(false);
  });

  it('ignores what is not an E.164 number', () => {
    const memory = createPhoneMemory(fakeStorage({ [phoneMemoryKey]: 'hello' }));
    expect(memory.recall()).toBeNull();
    memory.remember('202 555 0123');
    expect(memory.recall()).toBeNull();
  });

  it('works without storage and survives a storage that throws', () => {
    for (const storage of [null, throwingStorage]) {
      const memory = createPhoneMemory(storage);
      expect(() => memory.remember('+12025550123')).not.toThrow();
      expect(memory.recall()).toBeNull();
      expect(() => memory.forget()).not.toThrow();
    }
  });
});
