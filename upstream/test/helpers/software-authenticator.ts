import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');
const counterBytes = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};
// User present and verified; with attested credential data at registration.
const flags = { present: 0x01, verified: 0x04, attested: 0x40 };

/**
 * A passkey held in software, as a browser's authenticator would answer WebAuthn's create() and get():
 * an ES256 key pair, 'none' attestation, a signature counter. `origin` is the page's (PUBLIC_URL).
 */
export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const rpIdHash = sha256(Buffer.from(new URL(origin).hostname));
  let counter = 0;

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The answer to registration options (navigator.credentials.create). */
    register(options: { challenge: string }) {
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags.present | flags.verified | flags.attested]),
        counterBytes(counter),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to authentication options (navigator.credentials.get), signed with the private key. */
    authenticate(options: { challenge: string }, key: KeyObject = privateKey) {
      counter += 1;
      const authData = Buffer.concat([rpIdHash, Buffer.from([flags.present | flags.verified]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          authenticatorData: b64url(authData),
          clientDataJSON: b64url(clientDataJSON),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
