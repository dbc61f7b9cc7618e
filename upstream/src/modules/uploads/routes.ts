import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { uploadRoutes as kinds } from './file-kinds';
import { openPublicFile } from './public-files';
import { HttpError } from '../../http-error';
import { parseByteRange } from '../../lib/byte-range';
import { route } from '../../lib/endpoint-route';
import { openPrivateFile, storeUpload } from './service';

export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: kinds.resumeVideo.maxBytes, files: 1 } });
  // Visitors' accounts: so many uploads an hour, and so many kept unused (staff upload elsewhere).
  const limited = { preHandler: app.uploadRateLimit };
  const capUnused = { capUnused: true };

  route(
    app,
    api.uploads.resumeImage,
    ({ request, viewer }) => storeUpload(app, request, kinds.resumeImage, viewer.id, capUnused),
    limited,
  );

  route(
    app,
    api.uploads.resumeVideo,
    ({ request, viewer }) => storeUpload(app, request, kinds.resumeVideo, viewer.id, capUnused),
    limited,
  );

  // Public images (content, profile pictures). Resumes and videos never live in this folder.
  route(app, api.uploads.publicFile, async ({ params, reply }) => {
    const file = await openPublicFile(app.storage.public, params.file);
    return (
      reply
        .header('Content-Type', file.type)
        .header('Content-Length', file.size)
        .header('Last-Modified', file.modified.toUTCString())
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened directly must not run script.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        .send(file.stream)
    );
  });

  // Private files (resumes, videos): only their owner and staff, always as a download. Byte ranges
  // let the back office's video player seek.
  route(app, api.uploads.privateFile, async ({ params, viewer, request, reply }) => {
    const { upload, size } = await openPrivateFile(app, params.file, viewer);
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      throw new HttpError(416, 'This range is not in the file.', undefined, { 'Content-Range': `bytes */${size}` });
    }
    reply
      .header('Content-Type', upload.mimeType)
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', `attachment; filename="${upload.kind}-${upload.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff');
    if (range) {
      reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      return reply
        .header('Content-Length', range.end - range.start + 1)
        .send(app.storage.private.openRead(upload.fileName, range));
    }
    return reply.header('Content-Length', size).send(app.storage.private.openRead(upload.fileName));
  });
}
