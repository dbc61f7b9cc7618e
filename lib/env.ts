import 'server-only';
import { websiteEnvSchema } from './env-schema';

/** The website's server-side configuration, parsed once. */
export const env = websiteEnvSchema.parse(process.env);
