import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { uploadRoutes as kinds } from './file-kinds';
import { openPublicFile } from './public-files';
import { HttpError } from '../../http-error';
import { parseByteRange } from '../../lib/byte-range';
import { openPrivateFile, storeUpload, streamFile } from './service';

export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: kinds.resumeVideo.maxBytes, files: 1 } });
  const signedIn = { preHandler: requireViewer() };
  // Visitors' accounts: so many uploads an hour, and so many kept unused (staff upload elsewhere).
  const limited = { preHandler: [requireViewer(), app.uploadRateLimit] };
  const capUnused = { capUnused: true };

  app.post('/upload/resume-image', limited, async (request, reply) => {
    reply.status(201);
    return storeUpload(app, request, kinds.resumeImage, request.viewer!.id, capUnused);
  });

  app.post('/upload/resume-video', limited, async (request, reply) => {
    reply.status(201);
    return storeUpload(app, request, kinds.resumeVideo, request.viewer!.id, capUnused);
  });

  // Public images (content, profile pictures). Resumes and videos never live in this folder.
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const file = await openPublicFile(app.config.paths.publicUploads, request.params.file);
    reply
      .header('Content-Type', file.type)
      .header('Content-Length', file.size)
      .header('Last-Modified', file.modified.toUTCString())
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened directly must not run script.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    return reply.send(file.stream);
  });

  // Private files (resumes, videos): only their owner and staff, always as a download. Byte ranges
  // let the back office's video player seek.
  app.get<{ Params: { file: string } }>('/files/:file', signedIn, async (request, reply) => {
    const { upload, size, filePath } = await openPrivateFile(app, request.params.file, request.viewer!);
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
      return reply.header('Content-Length', range.end - range.start + 1).send(streamFile(filePath, range));
    }
    return reply.header('Content-Length', size).send(streamFile(filePath));
  });
}
