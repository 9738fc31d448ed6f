import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestThread } from './request-thread.ts';

// A thread that answers with its own id, fails on request, or exits on request.
const echoThread = `
  const { parentPort, threadId } = require('node:worker_threads');
  parentPort.on('message', ({ id, action }) => {
    if (action === 'exit') process.exit(3);
    if (action === 'fail') parentPort.postMessage({ id, error: 'failed as asked' });
    else parentPort.postMessage({ id, result: threadId });
  });
`;

const started: Worker[] = [];
const newThread = (idleStopMs?: number) =>
  new RequestThread<{ action: 'answer' | 'fail' | 'exit' }, number>(
    'The echo',
    () => {
      const worker = new Worker(echoThread, { eval: true });
      started.push(worker);
      return worker;
    },
    idleStopMs,
  );

const exited = (worker: Worker) => new Promise<number>((resolve) => worker.once('exit', resolve));

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

describe('RequestThread', () => {
  it('answers each request by its id on one thread, and fails only the request that failed', async () => {
    const thread = newThread();
    const [first, failed, second] = await Promise.allSettled([
      thread.request({ action: 'answer' }),
      thread.request({ action: 'fail' }),
      thread.request({ action: 'answer' }),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: started[0]!.threadId });
    expect(second).toEqual(first);
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('failed as asked') });
    expect(started).toHaveLength(1);
  });

  it('fails what a thread held when it stops, and starts a new one for the next request', async () => {
    const thread = newThread();
    await expect(thread.request({ action: 'exit' })).rejects.toThrow("The echo's thread stopped (exit code 3).");
    expect(await thread.request({ action: 'answer' })).toBe(started[1]!.threadId);
  });

  it('stops an idle thread, giving back its memory, and starts a new one when asked again', async () => {
    const thread = newThread(20);
    expect(await thread.request({ action: 'answer' })).toBe(started[0]!.threadId);
    expect(await exited(started[0]!)).toBe(1);
    expect(await thread.request({ action: 'answer' })).toBe(started[1]!.threadId);
  });

  it('keeps a thread that is used again before it has been idle that long', async () => {
    const thread = newThread(60_000);
    await thread.request({ action: 'answer' });
    await thread.request({ action: 'answer' });
    expect(started).toHaveLength(1);
  });
});
