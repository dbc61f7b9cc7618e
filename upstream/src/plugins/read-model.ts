import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changeChannel, changePayload, listenForChanges } from '../read-model/change-listener';
import { ReadModel } from '../read-model/read-model';

/**
 * The read model of the public reads (read-model/README.md), built when the app is ready. On
 * PostgreSQL, instances sharing the database tell each other what changed (LISTEN/NOTIFY); PGlite
 * is one process, where the local rebuild is all there is.
 */
export default fp(
  async function readModel(app: FastifyInstance) {
    const model = new ReadModel(app.db, app.log);
    app.decorate('readModel', model);

    const url = app.database.driver === 'postgres' ? app.database.url : undefined;
    if (url) {
      const listener = await listenForChanges(url, (kinds) => void model.invalidate(kinds), app.log);
      model.broadcast = async (kinds) => {
        await app.db.execute(sql`select pg_notify(${changeChannel}, ${changePayload(listener.instanceId, kinds)})`);
      };
      app.addHook('onClose', () => listener.stop());
    }

    // Built once the server is ready, not before: start-up never waits on what grows with the data. Reads
    // meanwhile wait for that same build; a database briefly down at start must not stop the server (the
    // first reads build what is missing). Closing waits for it, so it never runs on a closed database.
    let warming: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      warming = model.warm().catch((err: Error) => app.log.error({ err }, 'read model: first build failed'));
    });
    app.addHook('onClose', async () => {
      await warming;
    });
  },
  { name: 'read-model' },
);
