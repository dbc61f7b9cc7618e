// Lookup lists (positions, locations, budgets...): the public reads and the staff editor.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { lookupRoutes } from './public-routes';
export { allLookupsExist, lookupExists } from './repository';
export { lookupStaffRoutes } from './staff-routes';
export { lookupTables } from './tables';
