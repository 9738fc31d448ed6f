const storageKey = 'tandem.helpDevice';

/**
 * This browser's help device id: made once and kept in localStorage, it is what ties a signed-out
 * visitor to their thread, and what merges that thread into their account when they sign in here.
 * Without storage (a locked-down browser) it lasts as long as the tab.
 */
let fallback: string | null = null;

export function helpDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored) return stored;
    const made = crypto.randomUUID();
    window.localStorage.setItem(storageKey, made);
    return made;
  } catch {
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
