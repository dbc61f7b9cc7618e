// Periodic sweeps of stale rows and files.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { sweepAll } from './sweeps';
