// Compiles the upstream API and the website's edge server to plain JavaScript for `npm start`, so
// production runs `node` on .js files (no TypeScript loader). Rebuilds only when a source changed.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm start` runs: each entry is bundled with the project's own code; packages stay in node_modules. */
export const serverBuilds = {
  upstream: {
    entry: path.join(root, 'upstream/src/server.ts'),
    // Inside upstream/ so its packages resolve as they do for the sources (the workspace's node_modules first).
    outfile: path.join(root, 'upstream/dist/server.js'),
    tsconfig: path.join(root, 'upstream/tsconfig.json'),
  },
  web: {
    entry: path.join(root, 'server/web-server.ts'),
    // .mjs: the root package is CommonJS by default, and this output is an ES module.
    outfile: path.join(root, 'dist/web-server.mjs'),
    tsconfig: path.join(root, 'tsconfig.json'),
  },
};

/**
 * The sources read files beside themselves (migrations, seed images) through import.meta.url; in a
 * bundle that would name the bundle's folder, so each file's import.meta.url is pointed back at its source.
 */
const sourceUrlPlugin = (outfile) => ({
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
});

const stampOf = (outfile) => `${outfile}.inputs.json`;

/** True when the output exists and is newer than every file it was built from (and than this script). */
function isFresh({ outfile }) {
  const stamp = stampOf(outfile);
  if (!existsSync(outfile) || !existsSync(stamp)) return false;
  const builtAt = statSync(outfile).mtimeMs;
  const inputs = [...JSON.parse(readFileSync(stamp, 'utf8')), fileURLToPath(import.meta.url)];
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs < builtAt);
}

async function compile({ entry, outfile, tsconfig }, plugins = []) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    tsconfig,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [...plugins, sourceUrlPlugin(outfile)],
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file));
  writeFileSync(stampOf(outfile), JSON.stringify(inputs));
}

/** Compiles whichever of the named builds is stale; returns the output files by name. */
export async function buildServers(names = Object.keys(serverBuilds)) {
  const outputs = {};
  for (const name of names) {
    const build = serverBuilds[name];
    if (!isFresh(build)) {
      console.log(`[build] compiling ${path.relative(root, build.entry)} → ${path.relative(root, build.outfile)}`);
      await compile(build);
    }
    outputs[name] = build.outfile;
  }
  // esbuild's service process would otherwise stay alive under the launcher beside the servers.
  await esbuild.stop();
  return outputs;
}

/**
 * A variant of build `name` for measuring only (the bench's baselines): compiled to `outfile` with
 * `plugins` first, which may replace a source. Never what `npm start` runs.
 */
export async function buildVariant(name, outfile, plugins) {
  await compile({ ...serverBuilds[name], outfile }, plugins);
  await esbuild.stop();
  return outfile;
}

// `node scripts/build-servers.mjs` compiles both on its own (for a deployment that builds ahead).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServers();
