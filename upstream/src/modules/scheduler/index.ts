// Scheduled tasks and their runs.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export type { TaskReport } from './scheduler';
export { taskRunStaffRoutes } from './staff-routes';
