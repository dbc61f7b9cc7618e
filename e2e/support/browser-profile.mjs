// The browser the journeys and `npm run bench` drive: Debian's Chromium with the flags this machine
// needs, and the phone the mobile-data work is measured on (issue 14).
/**
 * The phone the mobile-data work is measured on (issue 14): a 412 px Android screen, CPU slowed 4x,
 * Chrome DevTools' network presets. Plain values here rather than a JSON file: Playwright compiles this
 * file as CommonJS for the journeys, where neither `import.meta` nor JSON import attributes work.
 */
export const phoneProfiles = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
  networks: {
    slow4g: { latency: 150, downloadKbps: 1600, uploadKbps: 750 },
    '3g': { latency: 300, downloadKbps: 400, uploadKbps: 400 },
  },
};

/**
 * Chromium features Playwright already turns off (playwright-core's chromiumSwitches.ts, 1.65): Chromium
 * keeps only the last `--disable-features` it is given, so ours must repeat them.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 opens two omnibox popup pages (chrome://omnibox-popup.top-chrome) with every window,
 * that is with every browser context, and their renderer keeps drawing while the window is open: 10
 * contexts loading /login used 25 s of renderer CPU with them and 8 s without, which on two cores
 * slowed every journey and whatever ran beside it. No page of ours uses the address bar.
 */
const unusedBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags for Chromium here (the network is closed: no background calls), a fake camera and microphone. */
export function chromiumArgs({ fakeVideoFile } = {}) {
  return [
    `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserUi].join(',')}`,
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
