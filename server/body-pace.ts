import type { IncomingMessage, ServerResponse } from 'node:http';

/** How slowly a request body may come before the edge cuts it off. */
export interface BodyPace {
  /** Time given before the pace counts: a slow start (a phone waking its radio) is not held against it. */
  graceMs: number;
  /** The least average pace after the grace, in bytes a second. */
  minBytesPerSecond: number;
  /** How often the pace is checked. */
  checkMs: number;
}

/**
 * A 3G phone sends about 50 KB/s (400 kbps); a body must average an eighth of that, 6 KB/s, after 10
 * seconds. A 512 KB tus chunk then has up to 95 s (it takes about 10 s on 3G), the largest JSON body
 * (256 KB) 53 s, a 1 KB form 10 s; a slow client holding connections open with a trickle is cut off
 * long before Node's own 300 s. Node's requestTimeout still bounds the whole request.
 */
export const defaultBodyPace: BodyPace = { graceMs: 10_000, minBytesPerSecond: 6 * 1024, checkMs: 1_000 };

export const bodyPaceMessage = 'The request body came too slowly and was cut off. Please try again.';

/**
 * Cuts off a request whose body comes slower than `pace` (a 408, then the connection closed). Only
 * time the server waits on the client counts: while bytes that came wait in the request's buffer
 * for the server to read them (it is busy forwarding them), the client is not behind.
 */
export function watchBodyPace(req: IncomingMessage, res: ServerResponse, pace: BodyPace = defaultBodyPace) {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > 0) || req.complete) return;
  const socket = req.socket;
  const startBytes = socket.bytesRead;
  let waitedMs = 0;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return stop();
    // Bytes in the buffer: the server, not the client, is behind (or the socket is paused for it).
    if (req.readableLength > 0 || socket.isPaused()) return;
    waitedMs += pace.checkMs;
    const received = socket.bytesRead - startBytes;
    const owed = ((waitedMs - pace.graceMs) / 1000) * pace.minBytesPerSecond;
    if (waitedMs > pace.graceMs && received < owed) {
      stop();
      cutOff(res);
    }
  }, pace.checkMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once('end', stop);
  req.once('close', stop);
}

function cutOff(res: ServerResponse) {
  if (!res.headersSent) {
    res.writeHead(408, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ message: bodyPaceMessage }));
  }
  // The body will not be read to its end: the connection goes with it (its bytes would be taken for a next request).
  res.once('finish', () => res.socket?.destroy());
  if (res.writableFinished) res.socket?.destroy();
  else setTimeout(() => res.socket?.destroy(), 1_000).unref();
}
