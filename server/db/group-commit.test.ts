import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

/** A write that the test finishes by hand, recording what each call was given. */
function controlledWrite() {
  const calls: { items: string[]; finish(): void; fail(error: Error): void }[] = [];
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ items, finish: () => resolve(items.map((item) => `stored ${item}`)), fail: reject });
    });
  return { calls, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes what arrives together in one write, answering each item its own result, in order', async () => {
    const { calls, write } = controlledWrite();
    const commit = createGroupCommit(write);
    const answers = ['a', 'b', 'c'].map((item) => commit(item));
    await settle();
    expect(calls.map((call) => call.items)).toEqual([['a', 'b', 'c']]);
    calls[0]!.finish();
    expect(await Promise.all(answers)).toEqual(['stored a', 'stored b', 'stored c']);
  });

  it('gathers what arrives during a write into the next one, and answers nothing before its own write ends', async () => {
    const { calls, write } = controlledWrite();
    const commit = createGroupCommit(write);
    const first = commit('a');
    await settle();
    const later = [commit('b'), commit('c')];
    let laterAnswered = false;
    void Promise.all(later).then(() => (laterAnswered = true));
    await settle();
    expect(calls.map((call) => call.items)).toEqual([['a']]);
    calls[0]!.finish();
    expect(await first).toBe('stored a');
    await settle();
    expect(laterAnswered).toBe(false);
    expect(calls.map((call) => call.items)).toEqual([['a'], ['b', 'c']]);
    calls[1]!.finish();
    expect(await Promise.all(later)).toEqual(['stored b', 'stored c']);
  });

  it('fails every item of a failed write with its error, and goes on with the next', async () => {
    const { calls, write } = controlledWrite();
    const commit = createGroupCommit(write);
    const failing = [commit('a'), commit('b')].map((answer) =>
      answer.then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    await settle();
    const next = commit('c');
    calls[0]!.fail(new Error('the transaction rolled back'));
    expect(await Promise.all(failing)).toEqual(['the transaction rolled back', 'the transaction rolled back']);
    await settle();
    calls[1]!.finish();
    expect(await next).toBe('stored c');
  });

  it('splits a burst larger than its batch size across writes, in order', async () => {
    const { calls, write } = controlledWrite();
    const commit = createGroupCommit(write, { maxSize: 2 });
    const answers = ['a', 'b', 'c'].map((item) => commit(item));
    await settle();
    calls[0]!.finish();
    await settle();
    calls[1]!.finish();
    expect(await Promise.all(answers)).toEqual(['stored a', 'stored b', 'stored c']);
    expect(calls.map((call) => call.items)).toEqual([['a', 'b'], ['c']]);
  });
});
