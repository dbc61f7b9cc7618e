// Plain JavaScript: `npm start` (scripts/start.mjs, run by node without a TypeScript loader) and the upstream read the same rule.

/** The secrets every instance must share; the website's three, and the upstream's JWT_SECRET. */
export const websiteSecretNames = ['SESSION_SECRET', 'REVALIDATE_SECRET', 'WEBSITE_SECRET'];
export const upstreamSecretNames = ['JWT_SECRET'];

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

/** The names among `names` that the environment leaves unset or empty. */
export function missingSecrets(env, names) {
  return names.filter((name) => !env[name]);
}

/**
 * In shared mode, the error listing every secret the environment lacks: a secret made on one machine and
 * kept in its DATA_DIR would differ from the other instances' (sessions and tokens would not carry over).
 * Undefined when nothing is missing or the process runs alone.
 */
export function sharedSecretsError(env, names) {
  const reason = sharedModeReason(env);
  if (!reason) return undefined;
  const missing = missingSecrets(env, names);
  if (missing.length === 0) return undefined;
  return (
    `Shared mode (${reason}): these secrets must be set in the environment, the same on every instance ` +
    `(none is generated into DATA_DIR): ${missing.join(', ')}`
  );
}
