import { Writable } from 'node:stream';

const levels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
  err?: { stack?: string; message?: string };
}

/**
 * One pino JSON record as a line people read in a terminal: a request as `12:04:05 GET /api/home 200
 * 3 ms`, anything else as `12:04:05 WARN message`, with an error's stack below it.
 */
export function formatLogLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  if (record.method && record.url && record.statusCode !== undefined) {
    return `${time} ${record.method} ${record.url} ${record.statusCode} ${Math.round(record.ms ?? 0)} ms`;
  }
  const level = levels[record.level ?? 30] ?? 'INFO';
  const stack = record.err?.stack ? `\n${record.err.stack}` : '';
  return `${time} ${level} ${record.msg ?? ''}${stack}`;
}

/** A destination for pino that writes each record as formatLogLine() does. */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${formatLogLine(line)}\n`);
      done();
    },
  });
}

/**
 * The app's logger: pretty lines in a terminal, pino's JSON otherwise (or as LOG_FORMAT says).
 * Tokens and cookies never reach a log.
 */
export function loggerOptions(
  config: { LOG_LEVEL: string; LOG_FORMAT?: 'pretty' | 'json' },
  isTty = Boolean(process.stdout.isTTY),
  out: NodeJS.WritableStream = process.stdout,
) {
  const pretty = (config.LOG_FORMAT ?? (isTty ? 'pretty' : 'json')) === 'pretty';
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { stream: prettyLogStream(out) } : {}),
  };
}
