import type { FastifyInstance } from 'fastify';
import { openPublicFile } from './public-files';

export default async function uploadRoutes(app: FastifyInstance) {
  // Public images (content, avatars). Resumes and videos never live in this folder.
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
}
