import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Lets the production server take next.config.ts as the build resolved it (`.next/required-server-files.json`)
 * instead of compiling the file again at start: compiling it loads Next's SWC binary, about 25 MB of
 * RSS held for the process's life for nothing else. Next's own standalone server (`output:
 * 'standalone'`) starts the same way, through the same variable. Without a build file (or with the
 * variable already set) nothing changes and Next reads next.config.ts as usual.
 */
export function adoptBuiltNextConfig(dir: string) {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return;
  const file = path.join(dir, '.next', 'required-server-files.json');
  if (!existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config?: unknown };
  if (config) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}
