// Testimonials: the public list and the staff editor.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { testimonialRoutes } from './public-routes';
export { testimonialStaffRoutes } from './staff-routes';
