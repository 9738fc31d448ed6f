import { z } from 'zod';
import { limits } from '../limits.ts';

/**
 * Passkeys: adding one after signing in, signing in with one (no text sent), and the list in
 * Settings. The requests and answers that carry WebAuthn data have the JSON shapes of the
 * WebAuthn spec (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`…), which
 * @simplewebauthn/server makes and reads and @simplewebauthn/browser hands to the browser.
 */

const base64url = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const credentialDescriptorSchema = z.object({
  id: base64url(1400),
  type: z.string().describe('public-key'),
  transports: z.array(z.string()).optional(),
});
/** The extensions Tandem asks for: only `credProps` (whether the passkey was stored on the authenticator). */
const extensionInputsSchema = z.object({ credProps: z.boolean().optional() });
/** What the browser reports of its extensions, kept as it comes. */
const extensionResultsSchema = z.record(z.string(), z.unknown());

/** `POST /api/users/me/passkeys/registration-options`: what `navigator.credentials.create()` is given. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: extensionInputsSchema.optional(),
});

/** `POST /api/auth/passkey/options`: what `navigator.credentials.get()` is given; no credentials listed, the browser offers the passkeys it holds. */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  extensions: extensionInputsSchema.optional(),
});

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResultsSchema,
};

/** The browser's new credential, as `startRegistration()` of @simplewebauthn/browser answers it. */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports: z.array(transportSchema).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

/** The browser's signed answer to a sign-in challenge, as `startAuthentication()` answers it. */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
});

const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(limits.passkeyNameMaxLength, `A passkey's name has at most ${limits.passkeyNameMaxLength} characters.`);

/** `POST /api/users/me/passkeys`: the new credential, and a name for it (else one from the browser's user agent). */
export const addPasskeySchema = z.strictObject({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

/** `POST /api/auth/passkey/verify`. */
export const passkeySignInSchema = z.strictObject({ response: authenticationResponseSchema });

export const renamePasskeySchema = z.strictObject({ name: passkeyNameSchema });

export const passkeyParamsSchema = z.object({ passkeyId: z.string().min(1).max(64) });

/** One of the caller's passkeys, as Settings lists it. Times are epoch milliseconds. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  backedUp: z.boolean().describe('Synced by a passkey provider, so it survives losing the device'),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;
