// Sign-in, sign-up, tokens and password resets.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { purgeStaleLoginAttempts } from './login-attempt-repository';
export { purgeExpiredRevocations } from './revoked-token-repository';
export { authRoutes } from './routes';
