import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

export type PhoneNetwork = 'slow4g' | '3g';
export declare const phoneProfiles: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  userAgent: string;
  cpuSlowdown: number;
  networks: Record<PhoneNetwork, { latency: number; downloadKbps: number; uploadKbps: number }>;
};
export declare function chromiumArgs(options?: { fakeVideoFile?: string }): string[];
export declare const phoneContextOptions: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: true;
  hasTouch: true;
  userAgent: string;
};
export declare function newPhoneContext(browser: Browser, extra?: BrowserContextOptions): Promise<BrowserContext>;
export declare function emulatePhone(
  context: BrowserContext,
  page: Page,
  network: PhoneNetwork,
  options?: { cpu?: boolean },
): Promise<CDPSession>;
