import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { z } from 'zod';
import type {
  authenticationResponseSchema,
  passkeyAuthenticationOptionsSchema,
  passkeyRegistrationOptionsSchema,
  registrationResponseSchema,
} from '../../shared/api/passkeys.ts';

type RegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;
type AuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;
type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** Flags of WebAuthn's authenticator data. */
const userPresent = 0x01;
const userVerified = 0x04;
const attestedCredentialData = 0x40;

interface StoredCredential {
  id: Uint8Array<ArrayBuffer>;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * A passkey authenticator in the test process, as a browser with a platform authenticator would
 * answer: an ES256 key per credential (node:crypto), attestation "none", discoverable credentials
 * with the user handle, user presence and verification, and a signature counter (or none, as
 * synced passkeys keep). Its answers are real WebAuthn data the server verifies like a browser's.
 */
export class SoftwareAuthenticator {
  private readonly credentials: StoredCredential[] = [];

  /** `origin` is the page the browser would report; `counts` false keeps the counter at 0. */
  constructor(
    private readonly origin: string,
    private readonly counts = true,
  ) {}

  /** `navigator.credentials.create()`: a new credential for the options' relying party and user. */
  create(options: RegistrationOptions, { origin = this.origin }: { origin?: string } = {}): RegistrationResponse {
    const rpId = options.rp.id!;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const credential: StoredCredential = { id: new Uint8Array(randomBytes(32)), rpId, userHandle: options.user.id, privateKey, counter: 0 };
    const credentialIdLength = new Uint8Array([credential.id.length >> 8, credential.id.length & 0xff]);
    const authenticatorData = concat(
      sha256(rpId),
      new Uint8Array([userPresent | userVerified | attestedCredentialData]),
      uint32(this.nextCounter(credential)),
      new Uint8Array(16), // AAGUID: none
      credentialIdLength,
      credential.id,
      isoCBOR.encode(coseKey),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authenticatorData],
      ]),
    );
    this.credentials.push(credential);
    const id = isoBase64URL.fromBuffer(credential.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** `navigator.credentials.get()`: signs the challenge with the newest credential for the relying party (or the one named). */
  get(
    options: AuthenticationOptions,
    { origin = this.origin, credentialId }: { origin?: string; credentialId?: string } = {},
  ): AuthenticationResponse {
    const credential = this.credentials.findLast(
      (stored) => stored.rpId === options.rpId && (credentialId === undefined || isoBase64URL.fromBuffer(stored.id) === credentialId),
    );
    if (!credential) throw new Error(`no credential for ${options.rpId}`);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authenticatorData = concat(
      sha256(credential.rpId),
      new Uint8Array([userPresent | userVerified]),
      uint32(this.nextCounter(credential)),
    );
    const signature = sign('sha256', concat(authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))), credential.privateKey);
    const id = isoBase64URL.fromBuffer(credential.id);
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: credential.userHandle,
      },
    };
  }

  /** Sets a credential's counter back, as a cloned authenticator would show. */
  rewindCounter(credentialId: string, counter: number): void {
    const credential = this.credentials.find((stored) => isoBase64URL.fromBuffer(stored.id) === credentialId);
    if (!credential) throw new Error(`no credential ${credentialId}`);
    credential.counter = counter;
  }

  private nextCounter(credential: StoredCredential): number {
    if (this.counts) credential.counter += 1;
    return credential.counter;
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
