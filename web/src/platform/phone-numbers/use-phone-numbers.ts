import { useEffect, useSyncExternalStore } from 'react';

/**
 * The phone-number rule the server applies too (`shared/phone-number.ts`). libphonenumber-js's
 * metadata is the heaviest part of the sign-in page (≈ 35 KB gzipped), so it loads when the guest
 * first touches the phone field or submits it, not with the page.
 */
type PhoneNumbers = typeof import('../../../../shared/phone-number.ts');

let loaded: PhoneNumbers | null = null;
let loading: Promise<PhoneNumbers> | null = null;
const listeners = new Set<() => void>();

export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  loading ??= import('../../../../shared/phone-number.ts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The phone-number functions once loaded; null before. */
export function loadedPhoneNumbers(): PhoneNumbers | null {
  return loaded;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders with the phone-number functions when they arrive; does not start the load. */
export function usePhoneNumbers(): PhoneNumbers | null {
  return useSyncExternalStore(subscribe, loadedPhoneNumbers);
}

/**
 * Shows stored numbers the way people read them ("+1 202-555-0123"), loading the rules on first
 * use; until they arrive (or if they cannot load) a number shows as stored.
 */
export function useFormatPhoneNumber(): (e164: string) => string {
  const phoneNumbers = usePhoneNumbers();
  useEffect(() => {
    loadPhoneNumbers().catch(() => undefined);
  }, []);
  return (e164) => phoneNumbers?.formatPhoneNumber(e164) ?? e164;
}
