// Plain JavaScript: `npm start` (scripts/start.mjs, run by node without a TypeScript loader), the website's edge
// server (server/web-server.ts) and the upstream (upstream/src/config.ts) read the same rule.

/** The secrets every instance of each process must share. */
export const websiteSecretNames = ['SESSION_SECRET', 'REVALIDATE_SECRET', 'WEBSITE_SECRET'];
// The upstream holds the website's two as well: it asks the websites to revalidate, and believes their x-client-ip.
export const upstreamSecretNames = ['JWT_SECRET', 'REVALIDATE_SECRET', 'WEBSITE_SECRET'];

/** The processes this rule knows, and the secrets each needs. */
const secretsOf = { website: websiteSecretNames, upstream: upstreamSecretNames };

/**
 * Why this process runs in shared mode (several instances on one database), or undefined when it runs alone.
 * SHARED_MODE=on says so outright; REDIS_URL or S3_ENDPOINT only make sense with other instances beside it.
 */
export function sharedModeReason(env) {
  if (env.SHARED_MODE === 'on') return 'SHARED_MODE=on';
  if (env.REDIS_URL) return 'REDIS_URL is set';
  if (env.S3_ENDPOINT) return 'S3_ENDPOINT is set';
  return undefined;
}

/** The names among `names` (each once) that the environment leaves unset or empty. */
export function missingSecrets(env, names) {
  return [...new Set(names)].filter((name) => !env[name]);
}

/**
 * In shared mode, one message per reason the given processes ('website', 'upstream') may not start: the secrets the
 * environment lacks (one made into a DATA_DIR would differ from the other instances': sessions and tokens would not
 * carry over), and, for an upstream, files kept on its own disk (the other instances could not read them).
 * Empty when the process runs alone or lacks nothing.
 */
export function sharedModeErrors(env, processes) {
  const reason = sharedModeReason(env);
  if (!reason) return [];
  const errors = [];
  const missing = missingSecrets(
    env,
    processes.flatMap((name) => secretsOf[name]),
  );
  if (missing.length > 0) {
    errors.push(
      `Shared mode (${reason}): these secrets must be set in the environment, the same on every instance ` +
        `(none is generated into DATA_DIR): ${missing.join(', ')}`,
    );
  }
  if (processes.includes('upstream') && !env.S3_ENDPOINT) {
    errors.push(
      `Shared mode (${reason}): files must live in an S3-compatible store every instance reads, not on this ` +
        `instance's disk: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
    );
  }
  return errors;
}
