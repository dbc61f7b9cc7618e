import { existsSync } from 'node:fs';

/** Fails early with a clear message when Debian's Chromium is missing (.ci/run installs it). */
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium}: apt-get install chromium`);
}
