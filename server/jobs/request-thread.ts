import type { Worker } from 'node:worker_threads';

/** What a thread answers a request with: its result under the request's id, or an error's message. */
export type ThreadAnswer<Result> = { id: number; result: Result } | { id: number; error: string };

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

/**
 * Requests to a worker thread (CPU-heavy work the server's loop must not wait on: the built-in
 * voice, the sentence encoder), each answered by id. The thread starts at the first request and
 * is kept while it is used; it holds the process open only while a request is pending, and stops
 * after `idleStopMs` without one, giving back what its model holds (the sentence encoder's thread
 * is about 130 MB), so a server at rest stays small. A thread that fails or stops fails what it
 * held, and the next request starts a new one.
 */
export class RequestThread<Request extends object, Result> {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending<Result>>();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly start: () => Worker,
    private readonly idleStopMs = 15 * 60_000,
  ) {}

  request(request: Request, signal?: AbortSignal): Promise<Result> {
    clearTimeout(this.idleTimer);
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      const onAbort = () => this.settle(id, () => reject(signal!.reason as Error));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (result) => (signal?.removeEventListener('abort', onAbort), resolve(result)),
        reject: (error) => (signal?.removeEventListener('abort', onAbort), reject(error)),
      });
      worker.ref();
      worker.postMessage({ id, ...request });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.on('message', (answer: ThreadAnswer<Result>) =>
      this.settle(answer.id, (pending) => ('result' in answer ? pending.resolve(answer.result) : pending.reject(new Error(answer.error)))),
    );
    const fail = (error: Error) => {
      // A thread stopped for being idle held nothing, and the requests pending now are its successor's.
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, (pending) => pending.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${this.name}'s thread stopped (exit code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Ends a request's wait once (an answer after an abort finds nothing); the thread lets the process go when idle. */
  private settle(id: number, end: (pending: Pending<Result>) => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.rest();
    end(pending);
  }

  private rest(): void {
    const worker = this.worker;
    if (!worker) return;
    worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.idleStopMs);
    this.idleTimer.unref();
  }
}
