/**
 * Recovery from a failed code-split load, usually a tab still running a build that a deploy has
 * replaced: the first failure reloads the page once, remembered in session storage; a failure
 * again soon after that reload shows "Something went wrong" instead of looping. Pinned by
 * chunk-error-recovery.test.ts and session.e2e.test.ts.
 */

export const chunkReloadFlagKey = 'tandem:chunk-error-reloaded';
/**
 * How long after a reload a chunk error still counts as the same failure. Past this the app has
 * been working, so a later chunk error (the next deploy) earns its own reload.
 */
export const chunkReloadSettleMs = 10_000;

const chunkErrorPattern = /loading chunk|failed to fetch|dynamically imported module|network ?error/i;

export function isChunkLoadError(error: unknown): boolean {
  let message: unknown = error;
  if (error instanceof Error) message = error.message;
  else if (typeof error === 'object' && error !== null) message = (error as { message?: unknown }).message;
  return typeof message === 'string' && chunkErrorPattern.test(message);
}

export type ChunkErrorOutcome = 'reloading' | 'failed';

export interface ChunkErrorRecoveryOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

export interface ChunkErrorRecovery {
  /** Reloads on a first chunk error; reports 'failed' when the reload did not help. */
  handle(): ChunkErrorOutcome;
  /** Forgets the reload once the page has run for `chunkReloadSettleMs`; returns a cancel. */
  settle(): () => void;
  /** The "Refresh Page" button: a fresh start, with a reload allowed again. */
  refreshPage(): void;
}

export function createChunkErrorRecovery({ storage, reload }: ChunkErrorRecoveryOptions): ChunkErrorRecovery {
  // Storage can throw (blocked, quota). A reload that cannot be remembered could repeat for
  // ever, so without storage the error screen is shown instead.
  function hasReloaded(): boolean {
    try {
      return storage.getItem(chunkReloadFlagKey) !== null;
    } catch {
      return true;
    }
  }
  function setFlag(present: boolean): boolean {
    try {
      if (present) storage.setItem(chunkReloadFlagKey, '1');
      else storage.removeItem(chunkReloadFlagKey);
      return true;
    } catch {
      return false;
    }
  }

  return {
    handle() {
      if (hasReloaded() || !setFlag(true)) return 'failed';
      reload();
      return 'reloading';
    },
    settle() {
      const timer = setTimeout(() => setFlag(false), chunkReloadSettleMs);
      return () => clearTimeout(timer);
    },
    refreshPage() {
      setFlag(false);
      reload();
    },
  };
}
