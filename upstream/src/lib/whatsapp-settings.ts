import { z } from 'zod';

const optional = (schema: z.ZodString) => schema.optional().or(z.literal('').transform(() => undefined));

/** WhatsApp through Meta's Cloud API (docs/sms.md): all unset keeps WhatsApp off. */
export const whatsappSettingsSchema = {
  /** The Graph API with its version; the test stand-in's address in tests and `npm run cluster`. */
  WHATSAPP_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** The business phone number's id (WhatsApp Manager), not the number itself. */
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d{5,20}$/, 'must be the phone number id (digits)')),
  /** A system user's access token, sent as a Bearer token. */
  WHATSAPP_ACCESS_TOKEN: optional(z.string().min(20, 'must be at least 20 characters')),
  /** The Meta app's secret: X-Hub-Signature-256 on each webhook is its HMAC-SHA256 of the body. */
  WHATSAPP_APP_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  /** What Meta's webhook verification (hub.verify_token) must present. */
  WHATSAPP_VERIFY_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
};

const requiredNames = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** How the upstream reaches the Cloud API and checks its webhooks; undefined: WhatsApp is off. */
export interface WhatsAppSettings {
  /** Without a trailing slash. */
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

type Parsed = { [K in (typeof requiredNames)[number]]?: string } & { WHATSAPP_GRAPH_URL: string };

/** The WhatsApp settings `data` gives, or the names missing when only some are set. */
export function whatsappSettingsFrom(data: Parsed): { whatsapp?: WhatsAppSettings; errors: string[] } {
  const missing = requiredNames.filter((name) => !data[name]);
  if (missing.length === requiredNames.length) return { errors: [] };
  if (missing.length > 0) {
    const set = requiredNames.filter((name) => data[name]);
    return {
      errors: [`${set.join(', ')} set: ${missing.join(', ')} must be set too (or none of them: WhatsApp off)`],
    };
  }
  return {
    errors: [],
    whatsapp: {
      graphUrl: data.WHATSAPP_GRAPH_URL.replace(/\/+$/, ''),
      phoneNumberId: data.WHATSAPP_PHONE_NUMBER_ID!,
      accessToken: data.WHATSAPP_ACCESS_TOKEN!,
      appSecret: data.WHATSAPP_APP_SECRET!,
      verifyToken: data.WHATSAPP_VERIFY_TOKEN!,
    },
  };
}
