// Resumable (tus) uploads of large files.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { serverKeys } from './partial-uploads';
export type { PartialUploads } from './partial-uploads';
export { partialUploadsOf } from './repository';
export { resumableUploadRoutes } from './routes';
export { sweepResumableUploads } from './service';
