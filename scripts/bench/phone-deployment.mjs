// Issue 43: a hired candidate's My Applications on the 3G phone at 360 x 640: how soon the deployment's
// next step ("Next: Medical examination by …") is painted within the first screen, without scrolling,
// best of 3 fresh loads; beside the platform's floor, a blank Next page's first paint measured the same way.
import path from 'node:path';
import { emulatePhone, newPhoneContext } from '../../e2e/support/browser-profile.mjs';
import { applyAndSave } from './apply-again.mjs';
import { benchCandidatePassword, signedInCandidate } from './phone-video.mjs';
import { row } from './report.mjs';
import { staffHeaders } from './staff-operations.mjs';

const loads = 3;
const budgetMs = 4000;
const screen = { width: 360, height: 640 };

/**
 * Runs in the page before its scripts. Records, in ms since navigation start, `next`: the "Next:" line
 * painted (Element Timing of its `elementtiming="next-step"`) with its bottom inside the first screen,
 * and `fcp`: the first contentful paint (the blank page's figure).
 */
function recordNext() {
  const t = (window.__next = {});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      // Within the first screen as a whole (the page is not scrolled): its bottom above the screen's.
      const rect = e.element?.getBoundingClientRect();
      if (e.identifier === 'next-step' && rect && rect.bottom <= innerHeight) t.next ??= e.renderTime || e.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') t.fcp ??= e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** The signed-in candidate of `context` applies to a job order, is offered it by staff and accepts: a deployment. */
async function hiredCandidate(context, { web, upstream, root, staff }) {
  const email = await signedInCandidate(context, web, path.join(root, 'data-bench', 'pglite', 'outbox'));
  const call = async (method, url, headers, data) => {
    const answer = await fetch(`${upstream}/api${url}`, {
      method,
      headers: { ...headers, ...(data ? { 'content-type': 'application/json' } : {}) },
      body: data ? JSON.stringify(data) : undefined,
    });
    if (!answer.ok) throw new Error(`bench: ${method} ${url} answered ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const asStaff = await staffHeaders(upstream, staff);
  const job = (await call('GET', '/admin/job-openings', asStaff)).data.find((j) => j.jobOrderNumber);
  const applicationId = await applyAndSave(context, web, email, { jobId: job._id });
  const application = `/admin/applications/${applicationId}`;
  await call('PATCH', `${application}/stage`, asStaff, { stage: 'Interview', notifyCandidate: false });
  const panel = (await call('GET', `${application}/offer`, asStaff)).data;
  await call('PUT', `${application}/offer`, asStaff, { terms: panel.startingTerms, reasons: {} });
  await call('POST', `${application}/offer/send`, asStaff);
  const { token } = await call('POST', '/auth/login', {}, { email, password: benchCandidatePassword });
  const asCandidate = { authorization: `Bearer ${token}` };
  const offer = (await call('GET', '/my-offers', asCandidate)).data[0];
  await call('POST', `/my-offers/${offer._id}/accept`, asCandidate, { fullName: 'Bench Candidate' });
  const departure = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await call('PUT', `${application}/departure-date`, asStaff, { plannedDepartureDate: departure });
}

/** One fresh load (an empty cache) of `url` on the 3G phone at 360 x 640 with `storageState`'s session. */
async function measureLoad(browser, url, storageState) {
  const context = await newPhoneContext(browser, { viewport: screen, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordNext);
    await emulatePhone(context, page, '3g');
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page
      .waitForFunction(() => window.__next.next !== undefined || window.__next.fcp !== undefined, null, {
        timeout: 60_000,
        polling: 100,
      })
      .catch(() => undefined);
    // The Next line may paint after the first paint: give it the budget's time and more.
    await page
      .waitForFunction(() => window.__next.next !== undefined, null, { timeout: 15_000, polling: 100 })
      .catch(() => undefined);
    return await page.evaluate(() => window.__next);
  } finally {
    await context.close();
  }
}

const best = (runs, key) => {
  const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number');
  return values.length ? Math.min(...values) : null;
};
const sec = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

export async function phoneDeploymentRows({ web, upstream, root, staff, launch, blankNext }) {
  const browser = await launch();
  const blank = blankNext ? await blankNext() : undefined;
  try {
    const setup = await newPhoneContext(browser, { viewport: screen });
    await hiredCandidate(setup, { web, upstream, root, staff });
    const session = await setup.storageState();
    await setup.close();
    const mine = [];
    const floor = [];
    // Interleaved, so the shared machine's noise falls on both pages alike.
    for (let i = 0; i < loads; i++) {
      mine.push(await measureLoad(browser, `${web}/my-applications`, session));
      if (blank) floor.push(await measureLoad(browser, `${blank.base}/`, undefined));
    }
    const next = best(mine, 'next');
    const floorFcp = blank ? best(floor, 'fcp') : null;
    return [
      row(
        '3G My Applications (360 x 640): "Next:" step painted without scrolling',
        sec(next),
        blank ? `blank Next ${blank.version} page FCP ${sec(floorFcp)}` : '',
        next !== null && floorFcp ? `${(next / floorFcp).toFixed(2)}x` : '',
        '<= 4 s',
        next !== null && next <= budgetMs,
      ),
    ];
  } catch (err) {
    return [
      row(
        '3G My Applications with a deployment',
        `failed: ${err instanceof Error ? err.message : err}`,
        '',
        '',
        '',
        false,
      ),
    ];
  } finally {
    await blank?.stop();
    await browser.close();
  }
}
