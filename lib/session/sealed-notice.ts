import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { env } from '@/lib/env';

/**
 * What a page shows once after a plain form post sent the browser back to it; after an error, what
 * was typed (`values`, by field name), so a long form comes back filled in.
 */
const noticeSchema = z.object({
  kind: z.enum(['success', 'error']),
  text: z.string().max(500),
  values: z.record(z.string(), z.array(z.string().max(2000)).max(50)).optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Long enough for a phone on slow data to follow the redirect; a bookmarked address shows nothing later. */
const ttlSeconds = 5 * 60;

function password() {
  if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET is not set (npm start sets one up in data/).');
  return env.SESSION_SECRET;
}

/**
 * A notice sealed for the address of the redirect: signed and encrypted, so a link made elsewhere
 * cannot put its own words in our page.
 */
export function sealNotice(notice: Notice) {
  return sealData(notice, { password: password(), ttl: ttlSeconds });
}

/** The notice an address carries, or null when it is absent, expired or not ours. */
export async function readNotice(sealed: string | undefined): Promise<Notice | null> {
  if (!sealed) return null;
  try {
    const parsed = noticeSchema.safeParse(await unsealData(sealed, { password: password(), ttl: ttlSeconds }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
