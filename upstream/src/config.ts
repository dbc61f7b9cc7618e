import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { redisSettings } from '@shared/redis-settings';
import { sharedModeErrors } from '@shared/shared-mode.mjs';
import { smsSettingsFrom, smsSettingsSchema, type SmsSettings } from './lib/sms-settings';
import { whatsappSettingsFrom, whatsappSettingsSchema, type WhatsAppSettings } from './lib/whatsapp-settings';
import { systemProgram, systemProgramDirs } from './lib/system-program';

/** An IP address, or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(value: string) {
  const [address = '', bits, extra] = value.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Where the embedded database, uploads and the mail outbox live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… uses a PostgreSQL server; unset uses the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** 'auto' seeds demo content on first start of an empty database; 'off' never does. */
  SEED: z.enum(['auto', 'off']).default('auto'),
  /**
   * With SEED=auto, 'on' also seeds the employer portal's demo (a client, its contact, four made-up
   * candidates with applications and a sent shortlist); the upstream's tests set 'off' to start without them.
   */
  SEED_PORTAL_DEMO: z.enum(['on', 'off']).default('on'),
  /** The seeded demo staff account's password; unset generates one and logs it once. Tests set it. */
  DEMO_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  /**
   * The seeded demo staff account's authenticator app secret (base32, at least 32 characters); unset
   * generates one and logs its otpauth:// URL once. The browser journeys set it to compute codes.
   */
  DEMO_ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{32,}$/, 'must be base32 (A-Z, 2-7), at least 32 characters')
    .optional(),
  /**
   * 'on': an authenticator code is accepted once (RFC 6238 §5.2). 'off' only where one account signs in
   * many times a minute by script (the browser journeys); the code is still required.
   */
  TOTP_REPLAY_CHECK: z.enum(['on', 'off']).default('on'),
  /** The seeded demo employer contact's password (the employer portal); unset generates one and logs it once. */
  DEMO_EMPLOYER_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty': one readable line per event; 'json': pino's records. Unset: pretty in a terminal, else JSON. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** The website's address: links in emails point here (never built from a request's Host header). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Signs bearer tokens; unset keeps a random one in DATA_DIR/jwt-secret (required in shared mode). At least 32 characters. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Lifetime of a bearer token, in seconds (default 7 days). */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /** scrypt cost (N): memory is 128 × N × 8 bytes, 32 MiB at the default. */
  SCRYPT_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .default(32768),
  /** smtp(s)://user:pass@host:port to send mail; unset writes each mail as an .eml file under DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Bayanihan Gulf Careers <no-reply@bayanihangulf.example>'),
  /** The agency's inbox: new applications, inquiries and contact messages are announced here. */
  AGENCY_INBOX: z.email().default('recruitment@bayanihangulf.example'),
  /** Failed logins for one account within LOGIN_WINDOW_MINUTES before it is throttled. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** The website to notify (POST /api/revalidate) when staff change content, so pages update at once. */
  WEBSITE_URL: z.string().url().optional(),
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** 'off' runs no scheduled task in this process (tests run them by hand); 'on' ticks every minute. */
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  /**
   * The ffmpeg program that makes videos' playable copies and posters, as an absolute path. Unset: the one in the
   * system's folders (never looked up through PATH, which npm starts with node_modules/.bin folders); none found:
   * undefined, and videos are served as uploaded.
   */
  FFMPEG_PATH: z
    .string()
    .refine(path.isAbsolute, {
      message: `must be an absolute path (unset: looked up in ${systemProgramDirs.join(', ')}, never through PATH)`,
    })
    .optional()
    .transform((value) => value ?? systemProgram('ffmpeg')),
  /** 'off' makes no video copies in this process (another instance, or a test, runs the worker). */
  VIDEO_WORKER: z.enum(['on', 'off']).default('on'),
  /** Requests per minute from one IP address to the sign-in, sign-up and form routes. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Files one account (not staff) may upload per hour, pictures, resumes and videos together. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Uploads one account (not staff) may keep that no application or profile uses yet. */
  UPLOADS_UNUSED_MAX: z.coerce.number().int().min(1).default(10),
  /** Uploads nothing uses are deleted (row and file) once this old. */
  UPLOADS_UNUSED_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  /**
   * Reverse proxies (IPs or CIDR ranges, comma-separated) whose X-Forwarded-For is believed. Empty:
   * the client address is the socket's, whatever the header says.
   */
  UPSTREAM_TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, comma-separated'),
  /**
   * Shared with the website: a request carrying it in x-website-secret may name the visitor's
   * address in x-client-ip (for per-IP limits). Unset: x-client-ip is never believed.
   */
  WEBSITE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // redis://… shares the rate limits, the resumable uploads' lock and the purge channel among instances.
  ...redisSettings,
  ...smsSettingsSchema,
  ...whatsappSettingsSchema,
  /** An S3-compatible store's address (http(s)://host:port): set, every stored file lives in S3_BUCKET; unset, under DATA_DIR. */
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The one bucket (made at start when missing): keys under private/, public/ and resumable/. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** 'true': http://host/bucket/key (radosgw, MinIO); 'false': http://bucket.host/key. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** With S3_ENDPOINT set, what else the store needs. */
const s3RequiredNames = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Where the S3-compatible store is and how to sign in to it; undefined keeps files on the local disk. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export type Config = z.infer<typeof configSchema> & {
  paths: DataPaths;
  s3?: S3Settings;
  sms?: SmsSettings;
  whatsapp?: WhatsAppSettings;
};

/** Everything the upstream writes to disk lives under DATA_DIR. */
export interface DataPaths {
  dataDir: string;
  pglite: string;
  publicUploads: string;
  privateUploads: string;
  /** Resumable (tus) uploads while they arrive: each a data file and its `.json` info. */
  resumableUploads: string;
  /** Narrower WebP copies of public pictures (`?w=`), one folder per picture; made again when missing. */
  imageVariants: string;
  outbox: string;
}

export function dataPaths(dataDir: string): DataPaths {
  const root = path.resolve(dataDir);
  return {
    dataDir: root,
    pglite: path.join(root, 'pglite'),
    publicUploads: path.join(root, 'uploads', 'public'),
    privateUploads: path.join(root, 'uploads', 'private'),
    resumableUploads: path.join(root, 'uploads', 'resumable'),
    imageVariants: path.join(root, 'uploads', 'variants'),
    outbox: path.join(root, 'outbox'),
  };
}

/** Parses the environment once; throws one error listing every problem, shared mode's demands included. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return configFrom(env, sharedModeErrors(env, ['upstream']));
}

/**
 * The settings `env` gives, without shared mode's demands on a deployment (secrets from the environment, files in
 * S3): the tests build instances that share a Redis while each keeps its files on its own disk.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  return configFrom(env, []);
}

function configFrom(env: Record<string, string | undefined>, deploymentErrors: string[]): Config {
  const parsed = configSchema.safeParse(env);
  const errors = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  errors.push(...deploymentErrors);
  const data = parsed.data;
  const missingS3 = data?.S3_ENDPOINT ? s3RequiredNames.filter((name) => !data[name]) : [];
  if (missingS3.length > 0) errors.push(`S3_ENDPOINT is set: ${missingS3.join(', ')} must be set too`);
  const { sms, errors: smsErrors } = data ? smsSettingsFrom(data) : { sms: undefined, errors: [] };
  errors.push(...smsErrors);
  const { whatsapp, errors: whatsappErrors } = data ? whatsappSettingsFrom(data) : { whatsapp: undefined, errors: [] };
  errors.push(...whatsappErrors);
  if (!data || errors.length > 0) {
    throw new Error(`Invalid upstream configuration:\n${errors.map((error) => `- ${error}`).join('\n')}`);
  }
  if (!data.S3_ENDPOINT) return { ...data, paths: dataPaths(data.DATA_DIR), sms, whatsapp };
  const s3: S3Settings = {
    endpoint: data.S3_ENDPOINT,
    bucket: data.S3_BUCKET!,
    region: data.S3_REGION,
    accessKeyId: data.S3_ACCESS_KEY_ID!,
    secretAccessKey: data.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: data.S3_FORCE_PATH_STYLE,
  };
  return { ...data, paths: dataPaths(data.DATA_DIR), s3, sms, whatsapp };
}
