import { allEndpoints } from '../endpoints';

/**
 * The website's paths that take a multipart upload, with the largest file each accepts: every
 * registry endpoint the browser reaches with browser 'upload'. The edge server refuses larger
 * bodies before reading them; the BFF streams these bodies through.
 */
export const uploadPaths: Record<string, number> = Object.fromEntries(
  allEndpoints.flatMap((endpoint) =>
    endpoint.browser === 'upload' && endpoint.upload ? [[`/api${endpoint.path}`, endpoint.upload.maxBytes]] : [],
  ),
);
