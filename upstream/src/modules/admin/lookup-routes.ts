import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lookupInputSchema } from '@contracts/admin';
import { lookupKinds, type LookupKind } from '@contracts/lookups';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http-error';
import { revalidateWebsite } from '../../lib/revalidate-website';
import { validate } from '../../lib/validate';
import { deleteLookup, insertLookup, isReferenced, listAllLookup, updateLookup } from '../lookups/repository';
import { lookupTables } from '../lookups/tables';
import { lookupReferences } from './lookup-usage';

const kindParams = z.object({
  kind: z.enum(Object.keys(lookupKinds) as [LookupKind, ...LookupKind[]], { error: 'No such list.' }),
});
const itemParams = kindParams.extend({ id: z.string().uuid('No such item.') });

const present = (row: { id: string; name: string; sortingOrder: number; isActive: boolean }) => ({
  _id: row.id,
  name: row.name,
  sortingOrder: row.sortingOrder,
  isActive: row.isActive,
});

/** Lookup lists (positions, locations, budgets, urgencies, business and inquiry types) for staff. */
export default async function adminLookupRoutes(app: FastifyInstance) {
  const saved = async <T>(kind: LookupKind, write: () => Promise<T>) => {
    try {
      const result = await write();
      revalidateWebsite(app.config, app.log, [`content:lookup:${kind}`]);
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('An item with this name already exists.');
      throw err;
    }
  };

  app.get('/lookups/:kind', async (request) => {
    const { kind } = validate(kindParams, request.params);
    return { data: (await listAllLookup(app.db, lookupTables[kind])).map(present) };
  });

  app.post('/lookups/:kind', async (request, reply) => {
    const { kind } = validate(kindParams, request.params);
    const values = validate(lookupInputSchema, request.body);
    reply.status(201);
    return { data: present(await saved(kind, () => insertLookup(app.db, lookupTables[kind], values))) };
  });

  app.put('/lookups/:kind/:id', async (request) => {
    const { kind, id } = validate(itemParams, request.params);
    const values = validate(lookupInputSchema, request.body);
    const row = await saved(kind, () => updateLookup(app.db, lookupTables[kind], id, values));
    if (!row) throw notFound('No such item.');
    return { data: present(row) };
  });

  app.delete('/lookups/:kind/:id', async (request, reply) => {
    const { kind, id } = validate(itemParams, request.params);
    // Deleting a referenced item would silently change stored jobs, applications and inquiries.
    if (await isReferenced(app.db, lookupReferences[kind], id)) {
      throw conflict('This item is in use. Deactivate it instead.');
    }
    if (!(await saved(kind, () => deleteLookup(app.db, lookupTables[kind], id)))) throw notFound('No such item.');
    return reply.status(204).send();
  });
}
