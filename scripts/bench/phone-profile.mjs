// The phone the mobile-data figures are measured on (issue 14), shared with the journeys: Chrome
// DevTools' network presets, a 412 px Android screen, CPU slowed 4x (e2e/support/phone-profiles.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const phoneProfiles = JSON.parse(readFileSync(path.join(here, '../../e2e/support/phone-profiles.json'), 'utf8'));

/** Flags Chromium needs on this machine (closed network) plus a fake camera and microphone. */
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

/** A browser context shaped like the phone (viewport, touch, user agent). */
export function newPhoneContext(browser, extra = {}) {
  return browser.newContext({
    viewport: phoneProfiles.viewport,
    deviceScaleFactor: phoneProfiles.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: phoneProfiles.userAgent,
    ...extra,
  });
}

/** Applies the network preset (`'slow4g'` or `'3g'`) and, unless `cpu: false`, the 4x CPU slowdown. */
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
