import { useSyncExternalStore } from 'react';

/**
 * The guest's answer on the join card to "let the hosts see my phone number and email", kept per
 * event until the join sends it. Sign-in and onboarding come between the two (a page load or
 * more), so it lives in sessionStorage, with memory behind it where storage is refused. Nothing
 * is shared unless the guest ticks it.
 */
const storageKey = (eventId: string) => `tandem.shareContactWithHosts.${eventId}`;
const inMemory = new Map<string, boolean>();
const listeners = new Set<() => void>();

export function readHostSharingChoice(eventId: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(eventId)) === '1';
  } catch {
    return inMemory.get(eventId) ?? false;
  }
}

export function writeHostSharingChoice(eventId: string, share: boolean): void {
  try {
    if (share) sessionStorage.setItem(storageKey(eventId), '1');
    else sessionStorage.removeItem(storageKey(eventId));
  } catch {
    inMemory.set(eventId, share);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHostSharingChoice(eventId: string): [boolean, (share: boolean) => void] {
  const share = useSyncExternalStore(subscribe, () => readHostSharingChoice(eventId));
  return [share, (next) => writeHostSharingChoice(eventId, next)];
}
