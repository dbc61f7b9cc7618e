import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contentDocuments, contentKeys, type ContentKey } from '@contracts/content';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { validate } from '../../lib/validate';
import { withIds } from '../../lib/with-ids';
import { upsertContentDocument } from '../content/repository';
import { getContent } from '../content/service';

const keyParams = z.object({
  key: z.enum(contentKeys as [ContentKey, ...ContentKey[]], { error: 'No such content document.' }),
});

/** Staff read and replace whole content documents; each is validated by its contract. */
export default async function adminContentRoutes(app: FastifyInstance) {
  app.get('/content', async () => ({ data: contentKeys }));

  app.get('/content/:key', async (request) => {
    const { key } = validate(keyParams, request.params);
    return { data: await getContent(app.db, key) };
  });

  app.put('/content/:key', async (request) => {
    const { key } = validate(keyParams, request.params);
    // New list items arrive without an _id; they get one before validation.
    const data = validate(contentDocuments[key], withIds(request.body));
    await upsertContentDocument(app.db, key, data, request.viewer!.id);
    revalidateWebsite(app.config, app.log, [`content:${key}`]);
    return { data };
  });
}
