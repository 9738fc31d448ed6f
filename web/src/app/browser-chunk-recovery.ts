import { createChunkErrorRecovery } from './chunk-error-recovery.ts';

/** The page's one chunk-error recovery, over session storage and a real reload. */
export const chunkErrorRecovery = createChunkErrorRecovery({
  // Reached through `window` on each call: merely touching a blocked storage throws, and the
  // recovery treats a throw as "cannot remember".
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
    removeItem: (key) => window.sessionStorage.removeItem(key),
  },
  reload: () => window.location.reload(),
});

/**
 * Vite reports a failed preload of a code-split chunk as `vite:preloadError`. On a first failure
 * the page reloads and the error is swallowed; after that it is let through to the router's
 * error screen.
 */
export function recoverFromPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (chunkErrorRecovery.handle() === 'reloading') event.preventDefault();
  });
}
