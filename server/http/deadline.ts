/**
 * The signal of an outgoing request: it aborts when the caller's signal does, or with a
 * `TimeoutError` once `timeoutMs` have passed. `clear()` it when the answer is read.
 *
 * Not `AbortSignal.any([signal, AbortSignal.timeout(ms)])`: on Node 20 a garbage collection can
 * collect the timeout signal inside `any`, and the request then waits for ever (deadline.test.ts
 * shows it). Here the timer holds the controller strongly until it fires or is cleared.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  /** Whether it was the time that ran out, rather than the caller stopping. */
  timedOut(): boolean;
  clear(): void;
}

export function deadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const stop = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) stop();
  else callerSignal?.addEventListener('abort', stop, { once: true });

  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', stop);
    },
  };
}
