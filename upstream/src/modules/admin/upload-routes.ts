import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadRoutes as kinds } from '../uploads/file-kinds';
import { storeUpload } from '../uploads/service';

/** Staff upload pictures for the public pages; the answer's path goes into a content document. */
export default async function adminUploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: kinds.contentImage.maxBytes, files: 1 } });

  app.post('/uploads/image', async (request, reply) => {
    reply.status(201);
    return storeUpload(app, request, kinds.contentImage, request.viewer!.id);
  });
}
