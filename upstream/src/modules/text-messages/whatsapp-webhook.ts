import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The webhook's path under /api (Meta's app settings point at it). */
export const whatsappWebhookPath = '/text-messages/whatsapp/webhook';

/** X-Hub-Signature-256 of a body: 'sha256=' and the hex HMAC-SHA256 of the raw bytes with the app secret. */
export function hubSignature(appSecret: string, rawBody: Buffer | string) {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether `header` is the body's signature, compared in constant time. */
export function signatureMatches(appSecret: string, rawBody: Buffer, header: string | undefined) {
  if (!header) return false;
  const expected = Buffer.from(hubSignature(appSecret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether two secrets are equal, without telling how much of them matched. */
export function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});
const messageSchema = z.object({
  from: z.string().min(1).max(40),
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});

/** Meta's webhook payload for the messages field: statuses of what was sent, and what people wrote. */
export const webhookPayloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(statusSchema).optional(),
            messages: z.array(messageSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** What a status makes of a message: read counts as delivered; failed keeps Meta's reason. */
export function statusReport(status: z.infer<typeof statusSchema>) {
  switch (status.status) {
    case 'sent':
      return { state: 'sent' as const };
    case 'delivered':
    case 'read':
      return { state: 'delivered' as const };
    case 'failed': {
      const error = status.errors?.[0];
      const reason = error ? [error.code, error.title, error.message].filter(Boolean).join(' ') : '';
      return { state: 'failed' as const, reason: `WhatsApp: ${reason || 'failed'}`.slice(0, 500) };
    }
    default:
      return undefined;
  }
}
