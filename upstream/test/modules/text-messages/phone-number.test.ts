import { describe, expect, it } from 'vitest';
import { invalidPhoneNumberMessage, requireE164, toE164 } from '../../../src/modules/text-messages';

describe('phone numbers', () => {
  it.each([
    ['0917 123 4567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['971501234567', '+971501234567'],
  ])('stores %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each([
    ['a UAE landline', '+971 4 123 4567'],
    ['a Manila landline', '+63 2 8123 4567'],
    ['a number of another country', '+1 202 555 0143'],
    ['too few digits', '0917 123'],
    ['letters', 'call me'],
    ['digits of a US number', '12025550143'],
  ])('refuses %s with a message naming the field', (_, input) => {
    expect(toE164(input)).toBeUndefined();
    expect(() => requireE164(input, 'mobile')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: invalidPhoneNumberMessage,
        errors: { mobile: invalidPhoneNumberMessage },
      }),
    );
  });
});
