import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { diskStorage } from '../storage/disk-storage';

/**
 * Where finished uploads live (storage/README.md): private files (resumes, videos) only their owner
 * and staff may read, and public pictures.
 */
export default fp(
  async function storage(app: FastifyInstance) {
    app.decorate('storage', {
      private: diskStorage(app.config.paths.privateUploads),
      public: diskStorage(app.config.paths.publicUploads),
    });
  },
  { name: 'storage' },
);
