// Consents a person gives (to the privacy terms) and the terms they are given on.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { privacyTerms } from './privacy-terms';
export { recordConsent } from './repository';
