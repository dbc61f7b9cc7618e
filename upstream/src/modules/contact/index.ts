// The contact form.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { contactRoutes } from './routes';
