// Issue 14, taps: how soon /candidates can be used on the 3G phone (412 px, CPU 4x), best of 3 fresh
// loads with an empty cache, beside the static /about and the platform's floor (a blank Next page of
// the same version with one client island marking its hydration) measured the same way in the same run.
import { emulatePhone, newPhoneContext } from '../../e2e/support/browser-profile.mjs';
import { row } from './report.mjs';

const loads = 3;
const tapBudgetMs = 4000;
/** How long after hydration (with a scroll to the page's end) prefetch requests are still counted. */
const settleMs = 4000;

/**
 * Runs in the page before any of its scripts. Records, in ms since navigation start:
 * - `card`: the first job card's title painted (Element Timing of its `elementtiming="first-job-card"`);
 * - `link`: the first job card's link (`a[data-job-card]` with an href) inserted by the HTML parser;
 * - `hydrated`: 'taps work': the `hydrated` performance mark that app/providers.tsx sets from a layout
 *   effect, which React runs at the end of the commit that hydrated the page's whole tree (the
 *   providers wrap it and effects run children first), so every handler of the page is attached;
 * - `fcp`: first contentful paint, the figure the baseline page is compared on.
 */
function recordMilestones() {
  const t = (window.__taps = {});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'first-job-card') t.card ??= e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') t.fcp ??= e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'hydrated') t.hydrated ??= e.startTime;
  }).observe({ type: 'mark', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('a[data-job-card][href]')) {
      t.link = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

const isRsc = (request) => request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');

/** One fresh load of `path` on the 3G phone: its milestones and the RSC requests made meanwhile. */
async function measureLoad(browser, web, path) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordMilestones);
    await emulatePhone(context, page, '3g');
    const rsc = [];
    page.on('request', (request) => {
      if (isRsc(request)) rsc.push(request.url());
    });
    await page.goto(new URL(path, web).href, { waitUntil: 'commit', timeout: 60_000 });
    const done = await page
      .waitForFunction(() => window.__taps.hydrated !== undefined, null, { timeout: 60_000, polling: 100 })
      .then(
        () => true,
        () => false,
      );
    if (!done) {
      // A load that never hydrates counts as missing (its figures are left out), not as the end of the run.
      const state = await page.evaluate(() => ({ ready: document.readyState, taps: window.__taps }));
      console.warn(`[bench] ${path} did not hydrate within 60 s on 3G:`, JSON.stringify(state));
      return { rsc: rsc.length };
    }
    // Scroll through the page as a reader would: links coming into view must not prefetch on 3G either.
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(settleMs / 6);
    }
    const t = await page.evaluate(() => window.__taps);
    return { ...t, rsc: rsc.length };
  } finally {
    await context.close();
  }
}

const best = (runs, key) => {
  const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number');
  return values.length ? Math.min(...values) : null;
};
const sec = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

export async function phoneTapRows({ web, launch, blankNext }) {
  const browser = await launch();
  const blank = blankNext ? await blankNext() : undefined;
  try {
    const careers = [];
    const about = [];
    const floor = [];
    // Interleaved, so the shared machine's noise falls on every page alike.
    for (let i = 0; i < loads; i++) {
      careers.push(await measureLoad(browser, web, '/candidates'));
      about.push(await measureLoad(browser, web, '/about'));
      if (blank) floor.push(await measureLoad(browser, blank.base, '/hydrated'));
    }
    const card = best(careers, 'card');
    // A tap on the link works before any script once the link is both parsed and painted.
    const link = best(
      careers.map((r) => ({ usable: r.link === undefined || r.card === undefined ? null : Math.max(r.link, r.card) })),
      'usable',
    );
    const hydrated = best(careers, 'hydrated');
    const aboutHydrated = best(about, 'hydrated');
    const floorHydrated = blank ? best(floor, 'hydrated') : null;
    const rsc = Math.max(...careers.map((r) => r.rsc));
    const aboutRsc = Math.max(...about.map((r) => r.rsc));
    const ratio = (a, b) => (a !== null && b ? `${(a / b).toFixed(2)}x` : '—');
    return [
      row('3G /candidates first job card painted', sec(card), `/about FCP ${sec(best(about, 'fcp'))}`, '', '', null),
      row('3G /candidates first job card link usable (no JS)', sec(link), '', '', '', null),
      row(
        '3G /candidates taps work (hydrated mark)',
        sec(hydrated),
        `/about ${sec(aboutHydrated)}`,
        ratio(hydrated, aboutHydrated),
        '<= 4 s',
        hydrated !== null && hydrated <= tapBudgetMs,
      ),
      row('3G /candidates RSC prefetches (load + scroll)', `${rsc}`, `/about ${aboutRsc}`, '', '0', rsc === 0),
      ...(blank
        ? [
            row(
              `3G floor: blank Next ${blank.version} page hydrated`,
              sec(floorHydrated),
              '',
              `/candidates ${ratio(hydrated, floorHydrated)}`,
              '',
              null,
            ),
          ]
        : []),
    ];
  } finally {
    await blank?.stop();
    await browser.close();
  }
}
