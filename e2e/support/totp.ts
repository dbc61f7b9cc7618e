import { generate } from 'otplib';

/** The code an authenticator app holding `secret` shows now (RFC 6238, as the upstream checks it). */
export function totpCode(secret: string): Promise<string> {
  return generate({ secret });
}
