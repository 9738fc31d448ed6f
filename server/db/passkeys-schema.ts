/** A passkey a person added (`server/db/migrations/0019-passkeys.ts`): a WebAuthn credential's public half. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential id the authenticator made, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; 0 for those that keep none (most synced passkeys). */
  counter: number;
  /** JSON array of the transports the browser reported (`internal`, `hybrid`, `usb`…). */
  transports: string;
  device_type: 'singleDevice' | 'multiDevice';
  /** 1 when the authenticator says the passkey is backed up (synced), as of its last use. */
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export type PasskeyChallengePurpose = 'registration' | 'authentication';

/** A challenge handed out and not used yet; `user_id` is who asked, for adding a passkey. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: PasskeyChallengePurpose;
  user_id: string | null;
  expires_at: number;
}
