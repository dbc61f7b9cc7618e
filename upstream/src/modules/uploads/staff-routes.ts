import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { uploadRoutes as kinds } from './file-kinds';
import { storeUpload } from './service';

/** Staff upload pictures for the public pages; the answer's path goes into a content document. */
export async function uploadStaffRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: kinds.contentImage.maxBytes, files: 1 } });

  route(app, api.adminUploads.image, ({ request, viewer }) => storeUpload(app, request, kinds.contentImage, viewer.id));
}
