/** The browser storage calls the memory needs; `localStorage` in the app, a fake in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const phoneMemoryKey = 'tandem.lastPhoneNumber';

const e164Pattern = /^\+[1-9]\d{5,14}$/;

export type PhoneMemory = {
  /** The E.164 number last used to sign in on this device, if any. */
  recall(): string | null;
  remember(phoneNumber: string): void;
  forget(): void;
  /** Forgets the number only if it is the one remembered (a deleted account's, say). */
  forgetNumber(phoneNumber: string): void;
};

/**
 * Remembers the last phone number used to sign in on this device, so a returning guest does not
 * type it again. Storage can be missing or throw (private browsing, blocked cookies): then the
 * memory simply forgets.
 */
export function createPhoneMemory(storage: KeyValueStorage | null): PhoneMemory {
  return {
    recall() {
      try {
        const value = storage?.getItem(phoneMemoryKey) ?? null;
        return value !== null && e164Pattern.test(value) ? value : null;
      } catch {
        return null;
      }
    },
    remember(phoneNumber) {
      if (!e164Pattern.test(phoneNumber)) return;
      try {
        storage?.setItem(phoneMemoryKey, phoneNumber);
      } catch {
        // Storage full or blocked: remembering is a convenience, not a requirement.
      }
    },
    forget() {
      try {
        storage?.removeItem(phoneMemoryKey);
      } catch {
        // As above.
      }
    },
    forgetNumber(phoneNumber) {
      if (this.recall() === phoneNumber) this.forget();
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const phoneMemory: PhoneMemory = createPhoneMemory(browserStorage());
