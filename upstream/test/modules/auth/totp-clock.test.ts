import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep } from '../../../src/modules/auth/totp';

const stepMs = 30_000;

describe('a code checked against the last step used', () => {
  it('is accepted once its step is later than the last one used', async () => {
    const secret = newTotpSecret();
    const now = Math.floor(Date.now() / stepMs);
    const code = await totpCode(secret, now * stepMs);
    expect(await totpStep(secret, code, now - 1)).toBe(now);
    expect(await totpStep(secret, code, now)).toBeUndefined();
  });

  it('is refused, not an error, when a step ahead of the clock was used (the clock was set back)', async () => {
    const secret = newTotpSecret();
    const now = Math.floor(Date.now() / stepMs);
    await expect(totpStep(secret, await totpCode(secret), now + 40)).resolves.toBeUndefined();
  });
});
