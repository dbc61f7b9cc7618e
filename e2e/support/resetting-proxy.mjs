// A TCP proxy in front of the website that can cut the connection the way a phone losing signal does:
// every open connection is reset and new ones are refused for a while. DevTools' offline mode cannot
// do this (it leaves a running upload alone). It counts the bytes the browser sends, to measure what
// an upload costs beyond its file. Shared by the journeys and the bench (scripts/bench/phone-video.mjs).
import net from 'node:net';

/**
 * Starts the proxy on `port` (0: any free port) in front of `target` ({ host, port }). Answers its
 * port, the counters and `drop(ms)`, which resets every connection and refuses new ones for `ms`.
 */
export async function startResettingProxy({ target, port = 0, host = '127.0.0.1', publicHost = 'localhost' }) {
  const sockets = new Set();
  let bytesFromClient = 0;
  let bytesToClient = 0;
  let drops = 0;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    sockets.add(pair);
    client.on('data', (data) => {
      bytesFromClient += data.length;
    });
    upstream.on('data', (data) => {
      bytesToClient += data.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      sockets.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  });

  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen();
  port = server.address().port;

  return {
    port,
    /** The page's address through the proxy: on the host name the session cookie was set for. */
    url: `http://${publicHost}:${port}`,
    /** Bytes the browser sent through the proxy (requests and their bodies) since the last reset. */
    get bytesFromClient() {
      return bytesFromClient;
    },
    get bytesToClient() {
      return bytesToClient;
    },
    get drops() {
      return drops;
    },
    resetCounters() {
      bytesFromClient = 0;
      bytesToClient = 0;
    },
    /** Resets every connection (TCP RST) and refuses new ones (nothing listens) for `ms`. */
    async drop(ms) {
      drops++;
      // Stop listening first (close() answers once the last connection is gone), then reset them all.
      const closed = new Promise((resolve) => server.close(() => resolve()));
      for (const { client, upstream } of sockets) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      sockets.clear();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, ms));
      await listen();
    },
    async close() {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      for (const { client, upstream } of sockets) {
        client.destroy();
        upstream.destroy();
      }
      await closed;
    },
  };
}
