// Content documents and site settings: the public reads and the staff editor.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { contentRoutes } from './public-routes';
export { getSiteSettings } from './service';
export { contentStaffRoutes } from './staff-routes';
