import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import type profiles from './phone-profiles.json';

export type PhoneNetwork = keyof typeof profiles.networks;
export declare const phoneProfiles: typeof profiles;
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
