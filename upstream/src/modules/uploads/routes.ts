import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { uploadRoutes as kinds } from './file-kinds';
import { openPublicFile } from './public-files';
import { parseByteRange } from '../../lib/byte-range';
import { sendWithRanges } from '../../lib/send-with-ranges';
import { recordRead } from '../access-records';
import { route } from '../../lib/endpoint-route';
import { openPrivateFile, storeUpload, type StaffFileSubject } from './service';

/** `staffFileSubject` says whose data a file is for staff, or that it is outside their scope. */
export async function uploadFileRoutes(
  app: FastifyInstance,
  { staffFileSubject }: { staffFileSubject: StaffFileSubject },
) {
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

  // Public images (content, profile pictures), or with ?w= a narrower WebP copy made once. Resumes
  // and videos never live in this folder.
  route(app, api.uploads.publicFile, async ({ params, query, request, reply }) => {
    const file = await openPublicFile(
      app.storage.public,
      app.config.paths,
      params.file,
      query.w ? Number(query.w) : undefined,
    );
    reply
      .header('ETag', file.etag)
      .header('Last-Modified', file.modified.toUTCString())
      // A stored name is never given to other bytes: a copy at a width never changes. Originals keep
      // an hour (seed pictures have fixed names), then revalidate with the ETag.
      .header('Cache-Control', file.variant ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened directly must not run script.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.header('Content-Type', file.type).header('Content-Length', file.size).send(file.open());
  });

  // Private files (resumes, videos): only their owner and staff, always as a download. Byte ranges
  // let the back office's video player seek.
  route(app, api.uploads.privateFile, async ({ params, query, viewer, request, reply }) => {
    const file = await openPrivateFile(app, params.file, viewer, query.as, staffFileSubject);
    // Staff opening someone's file is recorded once: a range past its first byte continues that read (a seek).
    const range = parseByteRange(request.headers.range, file.size);
    if (file.subjectUserId !== viewer.id && (range === undefined || (range !== 'unsatisfiable' && range.start === 0))) {
      await recordRead(app, request, api.uploads.privateFile, {
        subjectUserId: file.subjectUserId,
        recordId: file.upload.id,
        fields: [file.upload.kind],
        file: params.file,
      });
    }
    return sendWithRanges(request, reply, app.storage.private, {
      name: file.name,
      size: file.size,
      headers: {
        'Content-Type': file.mimeType,
        'Content-Disposition': file.disposition,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
