// The mobile-data figures of issue 14, measured in Debian's Chromium shaped like a mid-range Android
// phone (e2e/support/browser-profile.mjs). Each part lives in its own file and answers its table rows.
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../e2e/support/browser-profile.mjs';
import { phoneDeploymentRows } from './phone-deployment.mjs';
import { phoneImageRows } from './phone-images.mjs';
import { phoneTapRows } from './phone-taps.mjs';
import { phoneVideoRows } from './phone-video.mjs';

/** Debian's Chromium shaped like the phone (`extra`: a fake camera's file). */
export const phoneBrowser = (extra = {}) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs(extra) });

/** `web` is the product's address, `upstream` its API's, `root` the checkout, `staff` the seeded staff account. */
export async function phoneRows(options) {
  const rows = [];
  // BENCH_PHONE_PARTS=taps,images,video,deployment picks parts (all by default), to measure one after a change.
  const parts = { taps: phoneTapRows, images: phoneImageRows, video: phoneVideoRows, deployment: phoneDeploymentRows };
  const picked = (process.env.BENCH_PHONE_PARTS ?? Object.keys(parts).join(',')).split(',');
  for (const part of picked.map((name) => parts[name.trim()]).filter(Boolean)) {
    rows.push(
      ...(await part({
        ...options,
        launch: phoneBrowser,
      })),
    );
  }
  return rows;
}
