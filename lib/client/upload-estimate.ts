// zod-free on purpose: the recorder and the resume picker show these before and during an upload.

/** What the Network Information API tells (Chromium, Android WebView); other browsers have none. */
export interface ConnectionInfo {
  /** Estimated downlink in Mbit/s (Chromium caps it at 10 and rounds it). */
  downlink?: number;
  effectiveType?: string;
}

/** The uplink assumed when the browser tells nothing: 3G's 400 kbit/s, so the estimate errs long. */
export const assumedUplinkBps = 400_000;

/** Uplink by effective type when no downlink figure is given: DevTools' presets and Chromium's bands. */
const uplinkByType: Record<string, number> = {
  'slow-2g': 50_000,
  '2g': 150_000,
  '3g': assumedUplinkBps,
  '4g': 750_000,
};

export interface UplinkEstimate {
  bitsPerSecond: number;
  /** 'connection': from the browser's own figures; 'assumed': the stated conservative rate. */
  source: 'connection' | 'assumed';
}

/**
 * The upload rate to expect. Phones send slower than they receive (DevTools' Slow 4G: 1.6 Mbit/s down,
 * 750 kbit/s up), so half the reported downlink, never more than the type's band allows.
 */
export function estimateUplink(connection?: ConnectionInfo | null): UplinkEstimate {
  const typeRate = connection?.effectiveType ? uplinkByType[connection.effectiveType] : undefined;
  const downlink = connection?.downlink;
  if (downlink && downlink > 0) {
    const half = (downlink * 1_000_000) / 2;
    const capped = typeRate && connection?.effectiveType !== '4g' ? Math.min(half, typeRate) : half;
    return { bitsPerSecond: Math.max(capped, 25_000), source: 'connection' };
  }
  if (typeRate) return { bitsPerSecond: typeRate, source: 'connection' };
  return { bitsPerSecond: assumedUplinkBps, source: 'assumed' };
}

/** Seconds to send `bytes` at `bitsPerSecond`, with 5% for headers and the chunks' round trips. */
export function expectedUploadSeconds(bytes: number, bitsPerSecond: number): number {
  return Math.ceil(((bytes * 8) / bitsPerSecond) * 1.05);
}

/** The browser's connection figures, where it has them. */
export function browserConnection(): ConnectionInfo | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection ?? null;
}

/** '850 KB', '5.8 MB' (binary units, as the bench prints them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** '8 s', '2 min 10 s', '1 h 5 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) {
    const rest = s % 60;
    return rest ? `${Math.floor(s / 60)} min ${rest} s` : `${s / 60} min`;
  }
  const minutes = Math.round((s % 3600) / 60);
  return minutes ? `${Math.floor(s / 3600)} h ${minutes} min` : `${Math.floor(s / 3600)} h`;
}

/**
 * The rate of an upload in progress, over its last `windowMs` of progress, for a "time left" that
 * follows the connection as it is now (a resumed upload, a slower cell) rather than its average.
 */
export class RateMeter {
  private samples: { at: number; bytes: number }[] = [];

  constructor(
    private readonly windowMs = 15_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Records the bytes the server holds (or that were sent) at this moment. */
  add(bytes: number) {
    const at = this.now();
    const last = this.samples.at(-1);
    // A resume may report fewer bytes than were sent (a lost chunk): start counting again from there.
    if (last && bytes < last.bytes) this.samples = [];
    this.samples.push({ at, bytes });
    // Keep one sample older than the window, so the rate always spans at least the window.
    while (this.samples.length > 2 && at - (this.samples[1]?.at ?? at) >= this.windowMs) this.samples.shift();
  }

  /** Bytes per second over the window, or null until two samples a second apart exist. */
  bytesPerSecond(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 1000 || last.bytes <= first.bytes) return null;
    return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  }

  /** Seconds until `total` bytes at the current rate, or null while the rate is unknown. */
  secondsLeft(total: number): number | null {
    const rate = this.bytesPerSecond();
    const last = this.samples.at(-1);
    if (rate === null || !last) return null;
    return Math.max(0, (total - last.bytes) / rate);
  }

  reset() {
    this.samples = [];
  }
}
