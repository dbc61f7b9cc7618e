// The browser the journeys and `npm run bench` drive: Debian's Chromium with the flags this machine
// needs, and the phone the mobile-data work is measured on (issue 14; numbers in phone-profiles.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const phoneProfiles = JSON.parse(readFileSync(path.join(here, 'phone-profiles.json'), 'utf8'));

/** Flags for Chromium here (the network is closed: no background calls), a fake camera and microphone. */
export function chromiumArgs({ fakeVideoFile } = {}) {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    ...(fakeVideoFile ? [`--use-file-for-fake-video-capture=${fakeVideoFile}`] : []),
  ];
}

/** Context options of the measured phone: 412 px wide, touch, a mobile user agent. */
export const phoneContextOptions = {
  viewport: phoneProfiles.viewport,
  deviceScaleFactor: phoneProfiles.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: phoneProfiles.userAgent,
};

/** A browser context shaped like the phone. */
export const newPhoneContext = (browser, extra = {}) => browser.newContext({ ...phoneContextOptions, ...extra });

/**
 * Slows a page to the phone through the DevTools protocol: the network preset (`'slow4g'` or `'3g'`:
 * latency and throughput both ways) and, unless `cpu: false`, the CPU 4x. Answers the CDP session.
 */
export async function emulatePhone(context, page, network, { cpu = true } = {}) {
  const cdp = await context.newCDPSession(page);
  const n = phoneProfiles.networks[network];
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: n.latency,
    downloadThroughput: (n.downloadKbps * 1000) / 8,
    uploadThroughput: (n.uploadKbps * 1000) / 8,
  });
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfiles.cpuSlowdown });
  return cdp;
}
