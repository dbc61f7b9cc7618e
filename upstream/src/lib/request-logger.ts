import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;

/** pino's level numbers; 'silent' (and anything unknown, as a null logger's) is above them all. */
const levelValues: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Whether a record at `level` passes a logger set to `threshold`. */
export function levelEnabled(level: string, threshold: string | undefined) {
  return (levelValues[level] ?? Infinity) >= (levelValues[threshold ?? 'silent'] ?? Infinity);
}

/**
 * A request's logger that makes its pino child (with the request id) only when something is
 * written: most requests write nothing at info, and a child per request costs each of them.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private logger() {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string) {
    return levelEnabled(level, this.level);
  }

  child(bindings: Bindings, options?: ChildOptions) {
    return this.logger().child(bindings, options);
  }

  private write(level: Level, args: unknown[]) {
    if (this.isLevelEnabled(level)) (this.logger()[level] as Write)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
}

/** Fastify's childLoggerFactory: each request's `request.log`, made lazily. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
