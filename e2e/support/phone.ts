import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import profiles from './phone-profiles.json';

export type PhoneNetwork = keyof typeof profiles.networks;

/** Context options of the measured phone: 412 px wide, touch, a mobile user agent. */
export const phoneContextOptions = {
  viewport: profiles.viewport,
  deviceScaleFactor: profiles.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: profiles.userAgent,
};

/**
 * Slows a page to the phone profile through the DevTools protocol: the network preset (latency and
 * throughput both ways) and, unless `cpu: false`, the CPU 4x. Answers the CDP session to undo or change it.
 */
export async function emulatePhone(
  context: BrowserContext,
  page: Page,
  network: PhoneNetwork,
  options: { cpu?: boolean } = {},
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await setNetwork(cdp, network);
  if (options.cpu !== false) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profiles.cpuSlowdown });
  return cdp;
}

export async function setNetwork(cdp: CDPSession, network: PhoneNetwork) {
  const n = profiles.networks[network];
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: n.latency,
    downloadThroughput: (n.downloadKbps * 1000) / 8,
    uploadThroughput: (n.uploadKbps * 1000) / 8,
  });
}
