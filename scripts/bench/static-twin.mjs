// The website's baseline: Next serving a static file with the same bytes as the page measured.
// Next lists public/ once at start-up, so the files are written first and a second edge server
// (the same compiled dist/web-server.mjs, the same .next build) is started beside the product to
// serve them; both sides then pay the same edge, compression and connection costs, and differ only
// in rendering the page versus reading a file. The files are removed afterwards: public/ is left as it was.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnNode, stopProcess, waitFor } from './processes.mjs';

/** A folder name no page of the site uses. */
const folder = '__bench-static';

/**
 * Writes each page's HTML (by name) as public/__bench-static/<name>.html and starts the twin on
 * `port`. Returns the twin's URL of each file and a stop() that also removes the files.
 */
export async function startStaticTwin(root, pages, { port, env, webServer }) {
  const dir = path.join(root, 'public', folder);
  mkdirSync(dir, { recursive: true });
  const urls = {};
  for (const [name, html] of Object.entries(pages)) {
    writeFileSync(path.join(dir, `${name}.html`), html);
    urls[name] = `http://127.0.0.1:${port}/${folder}/${name}.html`;
  }
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const child = spawnNode([webServer], { cwd: root, env: { ...env, PORT: String(port), NODE_ENV: 'production' } });
  try {
    await waitFor(Object.values(urls)[0], child, 120);
  } catch (err) {
    await stopProcess(child);
    remove();
    throw err;
  }
  return {
    urls,
    async stop() {
      await stopProcess(child);
      remove();
    },
  };
}
