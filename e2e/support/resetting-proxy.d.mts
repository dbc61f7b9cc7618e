export interface ResettingProxy {
  port: number;
  url: string;
  readonly bytesFromClient: number;
  readonly bytesToClient: number;
  readonly drops: number;
  resetCounters(): void;
  drop(ms: number): Promise<void>;
  close(): Promise<void>;
}
export declare function startResettingProxy(options: {
  target: { host: string; port: number };
  port?: number;
  host?: string;
  publicHost?: string;
}): Promise<ResettingProxy>;
