import Bowser from 'bowser';
import { limits } from '../../shared/limits.ts';

/**
 * The name a new passkey gets when the person gives none: the browser and system it was made on
 * ("Chrome on macOS", "Safari on iPhone"), which is where a person looks for it, without versions
 * that the passkey outlives.
 */
export function defaultPasskeyName(userAgent: string | null): string {
  if (!userAgent) return 'Passkey';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const made = [browser.name, platform.model ?? os.name].filter(Boolean).join(' on ');
  return (made || 'Passkey').slice(0, limits.passkeyNameMaxLength);
}
