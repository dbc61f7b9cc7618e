import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openStorage } from '../storage/open-storage';

/**
 * Where finished uploads live (storage/README.md): private files (resumes, videos) only their owner
 * and staff may read, and public pictures; on the local disk, or in an S3 bucket when S3_ENDPOINT is set.
 */
export default fp(
  async function storage(app: FastifyInstance) {
    const storages = openStorage(app.config);
    app.decorate('storage', storages);
    if (storages.s3) {
      // The bucket is made now when missing; a store that is down is no reason not to start (uploads answer 503 meanwhile).
      await storages.s3.bucket
        .ready()
        .catch((err: unknown) => app.log.warn({ err }, 'file storage: the S3 store cannot be reached yet'));
    }
    app.addHook('onClose', async () => storages.close());
  },
  { name: 'storage' },
);
