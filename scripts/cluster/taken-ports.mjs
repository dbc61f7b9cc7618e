// Which of the ports a cluster will bind are taken already: checked before anything starts, so a port in use is
// named at once instead of surfacing minutes later as an instance that never answers (issue 41).
import { createServer } from 'node:net';

/** True when something listens on `port` at `host` (binding it fails with EADDRINUSE or EACCES). */
function isTaken(port, host) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (err) => (['EADDRINUSE', 'EACCES'].includes(err.code) ? resolve(true) : reject(err)));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/** The entries of `wanted` ({ port, what }) whose port is taken at `host`, in their order. */
export async function takenPorts(wanted, host = '127.0.0.1') {
  const taken = [];
  for (const entry of wanted) if (await isTaken(entry.port, host)) taken.push(entry);
  return taken;
}
