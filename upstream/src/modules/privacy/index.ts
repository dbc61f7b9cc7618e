// A person's data: export, erasure and retention, across every module.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { eraseInactiveCandidates } from './retention';
export { privacyRoutes } from './routes';
