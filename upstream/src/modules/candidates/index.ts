// The candidate's profile (kept between applications).
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { candidateProfileRoutes } from './candidate-routes';
export { checkLocation } from './check-location';
export { findProfile, profileDetailsOf, readCandidateProfile } from './read';
export { deleteProfile, touchProfile } from './repository';
export { removeReleasedFiles, saveApplicationToProfile } from './service';
