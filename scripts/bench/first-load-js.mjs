// First-load JavaScript of a page (gzip), and its floor: a blank Next app of the same version,
// built here from the project's own node_modules and measured the same way.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnNode, stopProcess, waitFor } from './processes.mjs';

const tags = (html, name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * Bytes of the page's scripts, each gzipped on its own, as bench-web counts them: every `<script src>`
 * of the HTML except `noModule` ones (legacy polyfills that modern browsers never download). `headers`
 * go with the page's request (a signed-in user's cookie).
 */
export async function firstLoadJs(base, page, headers = {}) {
  const html = await (await fetch(new URL(page, base), { headers })).text();
  const sources = new Set(
    tags(html, 'script')
      .filter((tag) => attr(tag, 'src') && !/\snoModule/i.test(tag))
      .map((tag) => attr(tag, 'src')),
  );
  let total = 0;
  for (const src of sources)
    total += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return total;
}

const blankApp = {
  'package.json': JSON.stringify({ name: 'bench-blank-next', private: true }),
  // Its own config, so Next does not find the project's next.config.ts in a parent folder.
  'next.config.mjs': 'export default {};\n',
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return <h1>Blank</h1>;
}
`,
  // The phone bench's floor for 'taps work': the same blank page plus the smallest client island that
  // marks the end of hydration as the site's providers do (a layout effect).
  'app/hydrated/page.tsx': `import { HydratedMark } from './mark';

export default function Page() {
  return (
    <>
      <h1>Blank</h1>
      <HydratedMark />
    </>
  );
}
`,
  'app/hydrated/mark.tsx': `'use client';
import { useLayoutEffect } from 'react';

export function HydratedMark() {
  useLayoutEffect(() => {
    performance.mark('hydrated');
  }, []);
  return null;
}
`,
};
/** Changes when the blank app's files do, so a kept build is remade. */
const blankAppRevision = 'hydrated-page-1';

/**
 * Builds the blank app under `dir` (inside the project, so it resolves the project's next and react;
 * kept and reused while the Next version and the app stay) and serves it on `port`.
 */
export async function startBlankNext(root, dir, port) {
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
  const stamp = path.join(dir, '.next', 'bench-next-version');
  const built = `${version} ${blankAppRevision}`;
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== built) {
    rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(blankApp)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    console.log(`[bench] building a blank Next ${version} app for the floors…`);
    const build = spawnNode([next, 'build'], { cwd: dir });
    const code = await new Promise((resolve) => build.once('exit', resolve));
    if (code !== 0) throw new Error(`the blank Next app did not build (exit ${code})`);
    writeFileSync(stamp, built);
  }
  const server = spawnNode([next, 'start', '-p', String(port)], { cwd: dir });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(base, server, 60);
  } catch (err) {
    await stopProcess(server);
    throw err;
  }
  return { version, base, stop: () => stopProcess(server) };
}

/** The first-load JS floor: the blank app's home page. */
export async function blankNextFloor(root, dir, port) {
  const blank = await startBlankNext(root, dir, port);
  try {
    return { version: blank.version, bytes: await firstLoadJs(blank.base, '/') };
  } finally {
    await blank.stop();
  }
}
