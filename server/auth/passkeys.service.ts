import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Passkey } from '../../shared/api/passkeys.ts';
import { limits } from '../../shared/limits.ts';
import type { PasskeyRelyingParty } from '../config-checks.ts';
import { newId } from '../db/ids.ts';
import type { PasskeyChallengePurpose } from '../db/passkeys-schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { networkOf } from '../help/visitor-limits.ts';
import { ApiError, badRequest, notFound, tooManyRequests } from '../http/api-error.ts';
import type { RateLimit, RateLimiter } from '../realtime/rate-limiter.ts';
import type { UserWithDossier } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import { defaultPasskeyName } from './passkey-name.ts';
import type { PasskeyRow, PasskeysRepository } from './passkeys.repository.ts';
import type { IssuedTokens, SessionsService } from './sessions.service.ts';

const minute = 60_000;
const hour = 60 * minute;
/** How long the browser shows its passkey prompt before giving up. */
const promptTimeoutMs = 2 * minute;
/** How long a challenge stays usable: the prompt's time and a margin for a slow network. */
const challengeLifetimeMs = 5 * minute;

/**
 * What the anonymous sign-in endpoints may be asked, per address and per network (IPv4 /24, IPv6
 * /64). A venue's Wi-Fi puts a whole event behind one address, so these are four times the codes
 * one address may ask for (a sign-in lasts 30 days, so few guests sign in twice); they bound the
 * rows of challenges one source can make. They are counters of their own: no budget of sign-in
 * texts (`sign-in-budgets.ts`) ever stops a passkey.
 */
export const passkeyBudgets = {
  signInsPerAddressPerHour: 120,
  signInsPerNetworkPerHour: 240,
  /** Passkeys one signed-in person may start adding in an hour. */
  registrationsPerUserPerHour: 30,
} as const;

export interface PasskeysServiceDependencies {
  passkeys: PasskeysRepository;
  /** Finds the passkey's person, then signs them in as a code would (ADMIN_PHONES applied). */
  users: Pick<UsersService, 'findById' | 'signIn'>;
  sessions: Pick<SessionsService, 'start' | 'requireRecentAuthentication'>;
  relyingParty: PasskeyRelyingParty;
  /** The app's one rate limiter factory: in process, or shared by every instance on Redis. */
  rateLimiter: (name: string, limit: RateLimit) => RateLimiter;
  now: () => number;
}

const notVerified = () =>
  badRequest('passkey_not_verified', 'This passkey could not be verified. Try again, or sign in with a code by text message.');
const challengeRefused = () =>
  badRequest('passkey_challenge_invalid', 'This passkey request has expired or was already used. Start again.');

export function toPasskey(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, backedUp: row.backed_up === 1 };
}

/** The challenge the browser signed, read from its client data (checked again by the library). */
function challengeOf(clientDataJSON: string): string {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    if (typeof challenge === 'string' && challenge !== '') return challenge;
  } catch {
    // Not JSON, or not base64url: the same refusal as a missing challenge.
  }
  throw badRequest('invalid_passkey_response', 'The browser sent a passkey answer Tandem cannot read. Try again.');
}

/**
 * Passkeys: adding one (signed in), signing in with one (anyone, no text sent), listing,
 * renaming and removing one's own. Each challenge is made here, kept server-side and used once;
 * the library checks origin, relying-party id, user verification, the signature and the counter.
 */
export function createPasskeysService(deps: PasskeysServiceDependencies) {
  const { passkeys, now } = deps;
  const limiters = {
    address: deps.rateLimiter('passkey-sign-in-address', { limit: passkeyBudgets.signInsPerAddressPerHour, windowMs: hour }),
    network: deps.rateLimiter('passkey-sign-in-network', { limit: passkeyBudgets.signInsPerNetworkPerHour, windowMs: hour }),
    registrations: deps.rateLimiter('passkey-registrations', { limit: passkeyBudgets.registrationsPerUserPerHour, windowMs: hour }),
  };

  function relyingParty(): { rpId: string; origin: string } {
    if ('unavailable' in deps.relyingParty) throw new ApiError(503, 'passkeys_unavailable', deps.relyingParty.unavailable);
    return deps.relyingParty;
  }

  async function within(limiter: RateLimiter, key: string, message: string) {
    const decision = await limiter.take(key);
    if (!decision.allowed) throw tooManyRequests('too_many_requests', message, decision.retryAfterSeconds);
  }

  async function withinSignInBudgets(ip: string) {
    const message = 'Too many passkey sign-ins from your network. Try again later.';
    await within(limiters.address, ip, message);
    await within(limiters.network, networkOf(ip), message);
  }

  async function useChallenge(clientDataJSON: string, purpose: PasskeyChallengePurpose, userId: string | null): Promise<string> {
    const challenge = challengeOf(clientDataJSON);
    if (!(await passkeys.consumeChallenge(challenge, purpose, userId, now()))) throw challengeRefused();
    return challenge;
  }

  async function keepChallenge(challenge: string, purpose: PasskeyChallengePurpose, userId: string | null) {
    const at = now();
    await passkeys.storeChallenge({ challenge, purpose, userId, expiresAt: at + challengeLifetimeMs, now: at });
  }

  return {
    /**
     * What the browser needs to make a passkey for the signed-in person; not for one it already
     * holds. Only from a session that signed in or confirmed a code lately (ASVS V7.5.1).
     */
    async registrationOptions(user: UserWithDossier, sessionId: string) {
      const { rpId } = relyingParty();
      await deps.sessions.requireRecentAuthentication(user.id, sessionId);
      await within(limiters.registrations, user.id, 'You started adding many passkeys lately. Try again later.');
      const existing = await passkeys.listOfUser(user.id);
      if (existing.length >= limits.passkeysPerUser) {
        throw new ApiError(
          409,
          'too_many_passkeys',
          `You have ${limits.passkeysPerUser} passkeys already. Remove one before adding another.`,
        );
      }
      const options = await generateRegistrationOptions({
        rpName: 'Tandem',
        rpID: rpId,
        userName: user.phone_number,
        userID: new TextEncoder().encode(user.id),
        userDisplayName: user.name ?? user.phone_number,
        timeout: promptTimeoutMs,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: JSON.parse(row.transports) as string[] })),
        // A passkey signs in alone, so it must be found without a phone number (resident) and prove the person (verification).
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await keepChallenge(options.challenge, 'registration', user.id);
      return options;
    },

    /** Checks the new credential against a challenge handed to this person, and keeps it. */
    async add(userId: string, response: RegistrationResponseJSON, name: string | undefined, userAgent: string | null): Promise<Passkey> {
      const { rpId, origin } = relyingParty();
      const challenge = await useChallenge(response.response.clientDataJSON, 'registration', userId);
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw notVerified();
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      const row: PasskeyRow = {
        id: newId(),
        user_id: userId,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp ? 1 : 0,
        name: name ?? defaultPasskeyName(userAgent),
        created_at: now(),
        last_used_at: null,
      };
      const alreadyAdded = new ApiError(409, 'passkey_exists', 'This passkey is already added to a Tandem account.');
      if (await passkeys.findByCredentialId(credential.id)) throw alreadyAdded;
      try {
        if (!(await passkeys.insertWithin(row, limits.passkeysPerUser))) {
          throw new ApiError(
            409,
            'too_many_passkeys',
            `You have ${limits.passkeysPerUser} passkeys already. Remove one before adding another.`,
          );
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyAdded;
        throw error;
      }
      return toPasskey(row);
    },

    /** A challenge for signing in: no credentials listed, so the browser offers the passkeys it holds for Tandem. */
    async authenticationOptions(ip: string) {
      const { rpId } = relyingParty();
      await withinSignInBudgets(ip);
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: promptTimeoutMs });
      await keepChallenge(options.challenge, 'authentication', null);
      return options;
    },

    /**
     * Signs in with the passkey's signature over a challenge handed out for signing in: the same
     * session as a code by text gives, and no text sent.
     */
    async signIn(
      response: AuthenticationResponseJSON,
      client: { userAgent: string | null; ip: string },
    ): Promise<{ user: UserWithDossier; tokens: Required<IssuedTokens> }> {
      const { rpId, origin } = relyingParty();
      await withinSignInBudgets(client.ip);
      const challenge = await useChallenge(response.response.clientDataJSON, 'authentication', null);
      const passkey = await passkeys.findByCredentialId(response.id);
      if (!passkey) {
        throw badRequest(
          'passkey_unknown',
          'Tandem does not know this passkey: it may have been removed. Sign in with a code by text message, then add it again.',
        );
      }
      const userHandle = response.response.userHandle;
      if (userHandle !== undefined && userHandle !== isoBase64URL.fromUTF8String(passkey.user_id)) throw notVerified();
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        credential: {
          id: passkey.credential_id,
          publicKey: isoBase64URL.toBuffer(passkey.public_key),
          counter: Number(passkey.counter),
          transports: JSON.parse(passkey.transports) as string[],
        },
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw notVerified();
      const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
      await passkeys.recordUse(passkey.id, {
        counter: newCounter,
        backedUp: credentialBackedUp,
        deviceType: credentialDeviceType,
        at: now(),
      });

      const owner = await deps.users.findById(passkey.user_id);
      if (!owner || owner.deleted_at !== null) throw notVerified();
      if (owner.is_blocked) throw new ApiError(403, 'account_blocked', 'This account has been blocked. Contact the Tandem team.');
      const { user } = await deps.users.signIn(owner.phone_number);
      return { user, tokens: await deps.sessions.start(user.id, client) };
    },

    async list(userId: string): Promise<Passkey[]> {
      return (await passkeys.listOfUser(userId)).map(toPasskey);
    },

    async rename(userId: string, passkeyId: string, name: string): Promise<Passkey> {
      const renamed = await passkeys.rename(userId, passkeyId, name);
      if (!renamed) throw notFound('This passkey');
      return toPasskey(renamed);
    },

    /**
     * Removes one of the caller's passkeys, from a recently proven session; someone else's is as
     * missing as one that never was.
     */
    async remove(userId: string, sessionId: string, passkeyId: string): Promise<void> {
      if (!(await passkeys.listOfUser(userId)).some((passkey) => passkey.id === passkeyId)) throw notFound('This passkey');
      await deps.sessions.requireRecentAuthentication(userId, sessionId);
      if (!(await passkeys.remove(userId, passkeyId))) throw notFound('This passkey');
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
