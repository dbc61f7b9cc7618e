import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { badRequest } from '../../http-error';

/** Where the agency's candidates have phones: before departure, and after. */
const countries = new Set(['PH', 'AE']);

export const invalidPhoneNumberMessage =
  'Enter a mobile number of the Philippines (+63) or the UAE (+971), for example +63 917 123 4567.';

/** The mobile number in E.164 (+639171234567), or undefined; without a country code it is read as Philippine, then as international digits. */
export function toE164(input: string): string | undefined {
  const trimmed = input.trim();
  // The account's phone is digits only (the spec's rule): '971501234567' is a UAE number with its country code.
  return mobileE164(trimmed) ?? (/^\d{11,15}$/.test(trimmed) ? mobileE164(`+${trimmed}`) : undefined);
}

function mobileE164(input: string): string | undefined {
  const number = parsePhoneNumberFromString(input, { defaultCountry: 'PH' });
  if (!number?.country || !countries.has(number.country) || !number.isValid()) return undefined;
  // Only a mobile takes an SMS; numbers the plan leaves open (FIXED_LINE_OR_MOBILE) count as mobiles.
  const type = number.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return number.number;
}

/** `toE164`, or a 400 naming the field. */
export function requireE164(input: string, field = 'phone'): string {
  const e164 = toE164(input);
  if (!e164) throw badRequest(invalidPhoneNumberMessage, field);
  return e164;
}
