import { randomBytes } from 'node:crypto';
import type { AppSettingsRepository } from './app-settings.repository.ts';

/**
 * The key that signs access tokens and hashes sign-in codes. SESSION_SECRET wins; otherwise
 * one is made on first start and kept in the database, so every instance sharing the database
 * agrees on it and restarts keep users signed in.
 */
export async function loadAppSecret(settings: AppSettingsRepository, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return settings.findOrInsert('session_secret', randomBytes(48).toString('base64url'));
}
