// The upstream's baseline: a bare node:http server sending recorded answers (same status, headers and
// bytes, gzip included) from memory. It runs in its own process, as the upstream does, so it does not
// share the load generator's event loop.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Headers that belong to one connection or one moment, not to the answer. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** An answer as the baseline will send it: its bytes with content-length, like a static file server. */
export function replayable({ status, headers, body }) {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection.has(name)));
  return { status, headers: { ...kept, 'content-length': String(body.length) }, body: body.toString('base64') };
}

/** Starts the baseline on `port` with answers by path ({ '/a': replayable(...) }); resolves once it listens. */
export function startBareServer(answers, port) {
  const child = fork(fileURLToPath(import.meta.url), [String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
    child.once('message', () => resolve(child));
    child.send(answers);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Gone with the bench, even when it could not stop it (Ctrl-C, a crash).
  process.once('disconnect', () => process.exit(0));
  process.once('message', (answers) => {
    const byPath = new Map(
      Object.entries(answers).map(([path, a]) => [path, { ...a, body: Buffer.from(a.body, 'base64') }]),
    );
    createServer((req, res) => {
      const answer = byPath.get(req.url);
      if (!answer) return res.writeHead(404).end();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    }).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('listening'));
  });
}
