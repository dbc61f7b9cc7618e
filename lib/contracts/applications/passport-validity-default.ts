/**
 * The `passportValidityMonths` site setting's default (the common UAE requirement). In a file of its
 * own: the site shell's provider needs only this number on every page, not the date arithmetic of
 * passport-validity.ts, which the bundler would bring along.
 */
export const defaultPassportValidityMonths = 6;
