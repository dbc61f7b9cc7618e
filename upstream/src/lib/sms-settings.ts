import { z } from 'zod';

const optional = (schema: z.ZodString) => schema.optional().or(z.literal('').transform(() => undefined));

/** The SMS gateway (Kannel's smsbox, docs/sms.md): all unset keeps SMS off and every message goes by email. */
export const smsSettingsSchema = {
  /** smsbox's sendsms address, e.g. http://127.0.0.1:13013/cgi-bin/sendsms. */
  SMS_GATEWAY_URL: optional(z.string().url()),
  /** A `sendsms-user` of smsbox's configuration. */
  SMS_GATEWAY_USER: optional(z.string().min(1)),
  SMS_GATEWAY_PASSWORD: optional(z.string().min(1)),
  /** The sender name or number the aggregator registered for the agency (at most 11 letters or 15 digits). */
  SMS_SENDER_ID: optional(
    z.string().regex(/^(\+?\d{1,15}|[A-Za-z0-9 ]{1,11})$/, 'must be up to 11 letters or 15 digits'),
  ),
  /** In Kannel's dlr-url and get-url: its callbacks are refused without it. At least 32 characters. */
  SMS_CALLBACK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** This upstream's address as Kannel reaches it; unset: http://UPSTREAM_HOST:UPSTREAM_PORT. */
  SMS_CALLBACK_URL: optional(z.string().url()),
};

const requiredNames = [
  'SMS_GATEWAY_URL',
  'SMS_GATEWAY_USER',
  'SMS_GATEWAY_PASSWORD',
  'SMS_SENDER_ID',
  'SMS_CALLBACK_SECRET',
] as const;

/** How the upstream reaches smsbox and how Kannel calls back; undefined: SMS is off. */
export interface SmsSettings {
  gatewayUrl: string;
  user: string;
  password: string;
  senderId: string;
  callbackSecret: string;
  /** Without a trailing slash. */
  callbackUrl: string;
}

type Parsed = { [K in keyof typeof smsSettingsSchema]?: string } & { UPSTREAM_HOST: string; UPSTREAM_PORT: number };

/** The SMS settings `data` gives, or the names missing when only some are set. */
export function smsSettingsFrom(data: Parsed): { sms?: SmsSettings; errors: string[] } {
  const missing = requiredNames.filter((name) => !data[name]);
  if (missing.length === requiredNames.length) return { errors: [] };
  if (missing.length > 0) {
    const set = requiredNames.filter((name) => data[name]);
    return { errors: [`${set.join(', ')} set: ${missing.join(', ')} must be set too (or none of them: SMS off)`] };
  }
  const callbackUrl = data.SMS_CALLBACK_URL ?? `http://${data.UPSTREAM_HOST}:${data.UPSTREAM_PORT}`;
  return {
    errors: [],
    sms: {
      gatewayUrl: data.SMS_GATEWAY_URL!,
      user: data.SMS_GATEWAY_USER!,
      password: data.SMS_GATEWAY_PASSWORD!,
      senderId: data.SMS_SENDER_ID!,
      callbackSecret: data.SMS_CALLBACK_SECRET!,
      callbackUrl: callbackUrl.replace(/\/+$/, ''),
    },
  };
}
