// Sign-in, sign-up, tokens and password resets, and staff's second factors.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { purgeStaleLoginAttempts } from './login-attempt-repository';
export { purgeExpiredRevocations } from './revoked-token-repository';
export { purgeExpiredFactorChecks } from './fresh-factor-repository';
export { purgeExpiredChallenges } from './passkey-repository';
export { purgeExpiredPendingSignIns } from './pending-sign-in-repository';
export { purgeExpiredStaffInvitations } from './staff-invitation-repository';
export { enrolStaffTotp } from './enrol-staff';
export { authRoutes } from './routes';
export { securityStaffRoutes } from './security-staff-routes';
export { staffAccountRoutes } from './staff-account-routes';
