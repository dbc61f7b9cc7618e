import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { resolveJwtSecret } from '../../lib/jwt-secret';
import { isUuid } from '../../lib/uuid';

const keys = new WeakMap<object, Promise<Buffer>>();

/**
 * The key that signs unsubscribe links: derived from the token-signing secret (JWT_SECRET or the
 * one kept in DATA_DIR), with a label of its own so neither signature can stand for the other.
 */
export function unsubscribeKey(app: Pick<FastifyInstance, 'config'>): Promise<Buffer> {
  let key = keys.get(app.config);
  if (!key) {
    key = resolveJwtSecret(app.config.JWT_SECRET, app.config.paths.dataDir).then((secret) =>
      createHmac('sha256', secret).update('job-alert-unsubscribe').digest(),
    );
    keys.set(app.config, key);
  }
  return key;
}

const mac = (key: Buffer, alertId: string) => createHmac('sha256', key).update(alertId).digest();

/** `alertId.signature`: links in every mail of an alert stay valid until it is removed (nothing stored). */
export function signUnsubscribeToken(key: Buffer, alertId: string): string {
  return `${alertId}.${mac(key, alertId).toString('base64url')}`;
}

/** The alert id a token was signed for, or null when it was not signed by us (or was altered). */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | null {
  const [alertId = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || !isUuid(alertId) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
