import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the website's bundles are made of: the same contents anywhere give the same build id. */
export const buildInputs = {
  folders: ['app', 'components', 'lib', 'server'],
  files: [
    'package.json',
    'package-lock.json',
    'next.config.ts',
    'proxy.ts',
    'tsconfig.json',
    'postcss.config.mjs',
    'tailwind.config.ts',
  ],
};

/** Every file under `folder` (relative to `root`, with / separators), in a fixed order. */
function filesUnder(root, folder) {
  const found = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(root, relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/**
 * The build id of the tree at `root`: a hash of the inputs' names and contents, and of the
 * NEXT_PUBLIC_ variables Next inlines into the bundles. Instances that build the same sources get
 * the same id, so a page from one finds its scripts on the other; any change makes a new one.
 */
export function computeBuildId(root = process.cwd(), env = process.env, inputs = buildInputs) {
  const names = [
    ...inputs.files.filter((file) => existsSync(path.join(root, file))),
    ...inputs.folders.filter((folder) => existsSync(path.join(root, folder))).flatMap((f) => filesUnder(root, f)),
  ].sort();
  const hash = createHash('sha256');
  for (const name of names)
    hash
      .update(`${name}\0`)
      .update(readFileSync(path.join(root, name)))
      .update('\0');
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort()) {
    hash.update(`${key}=${env[key]}\0`);
  }
  return hash.digest('hex').slice(0, 20);
}
