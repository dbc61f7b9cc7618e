// Uploaded files: receiving, serving, image variants and video renditions.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export { resumableKinds, uploadRoutes } from './file-kinds';
export { recordContentFiles, recordJobOpeningFiles } from './named-files';
export { removeVariants } from './public-files';
export { cleanOriginalName, receiveFile, storageFor } from './receive-file';
export { deletedRenditionFiles, renditionFilesOf } from './rendition-repository';
export { deleteUpload, findOwnUpload, insertUpload, isUploadUsed, unusedUploads } from './repository';
export type { DeletedUpload } from './repository';
export { uploadFileRoutes } from './routes';
export type { StaffFileSubject } from './service';
export { recordUpload, removeUploadFiles, sweepUnrecordedFiles, sweepUnusedUploads, tooManyUnused } from './service';
export { uploadStaffRoutes } from './staff-routes';
