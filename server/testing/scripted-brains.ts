import type { ConciergeBrain, TurnInput } from '../concierge/concierge-turn.ts';

/**
 * Concierge brains for tests, each wrapping a real one: a brain that waits until told to go on
 * (to stop a server while a reply job is running), and one that fails a given number of times.
 * Both act on answers only (turns after the greeting) unless `when` says otherwise, so the
 * greeting that saving the dossier writes is not held back.
 */

type TurnFilter = (input: TurnInput) => boolean;
const answersOnly: TurnFilter = (input) => input.transcript.length > 0;

export interface BlockingBrain {
  brain: ConciergeBrain;
  /** The turns it held back, in order. */
  readonly calls: TurnInput[];
  /** Lets every waiting and future turn through to the wrapped brain. */
  release(): void;
}

/** Each turn waits for `release` (or for its job to be stopped: then it fails, as a cancelled call does). */
export function blockingBrain(inner: ConciergeBrain, when: TurnFilter = answersOnly): BlockingBrain {
  const calls: TurnInput[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    calls,
    release,
    brain: {
      async nextTurn(input, signal) {
        if (!when(input)) return inner.nextTurn(input, signal);
        calls.push(input);
        await new Promise<void>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new Error('the reply job was stopped')));
          void released.then(resolve);
        });
        return inner.nextTurn(input, signal);
      },
    },
  };
}

/** Throws on its first `failures` turns, then answers as the wrapped brain; counts the turns it was asked. */
export function failingBrain(
  inner: ConciergeBrain,
  failures: number,
  when: TurnFilter = answersOnly,
): { brain: ConciergeBrain; readonly calls: number } {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    brain: {
      async nextTurn(input, signal) {
        if (!when(input)) return inner.nextTurn(input, signal);
        calls += 1;
        if (calls <= failures) throw new Error(`the brain failed (turn ${calls})`);
        return inner.nextTurn(input, signal);
      },
    },
  };
}
