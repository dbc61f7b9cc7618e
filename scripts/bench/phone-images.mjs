// Issue 14, pictures: what a phone (412 px, DevTools' Slow 4G) downloads for the home page once its
// hero is a real 12 MP phone photo uploaded through the back office's calls.
import { emulatePhone, newPhoneContext } from '../../e2e/support/browser-profile.mjs';
import { phonePhoto } from '../../upstream/test/helpers/phone-photo.mjs';
import { kb, row } from './report.mjs';
import { staffToken } from './staff-sign-in.mjs';

async function call(url, init = {}) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.message ?? ''}`);
  return body;
}

/**
 * Signs in as staff (as grow-jobs.mjs does), uploads the photo as the back office's picture field
 * does and puts it as the first hero slide's background; answers a function putting the slides back.
 */
async function photoAsHero(upstream, web, { email, password }, photo) {
  const json = { 'content-type': 'application/json' };
  const token = await staffToken(upstream, { email, password });
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'IMG_2041.jpg');
  const { data: uploaded } = await call(`${upstream}/api/admin/uploads/image`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const { data: slides } = await call(`${upstream}/api/admin/content/hero-slides`, { headers: auth });
  const put = (doc) =>
    call(`${upstream}/api/admin/content/hero-slides`, {
      method: 'PUT',
      headers: { ...auth, ...json },
      body: JSON.stringify(doc),
    });
  await put([{ ...slides[0], bgimage: uploaded.path }, ...slides.slice(1)]);
  // The upstream asks the website to revalidate; wait until the home page names the new picture.
  const deadline = Date.now() + 30_000;
  while (!(await (await fetch(`${web}/`)).text()).includes(uploaded.path)) {
    if (Date.now() > deadline) throw new Error('the home page never showed the new hero picture');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { file: uploaded.path, restore: () => put(slides) };
}

/** Loads `/` on the phone and answers every picture it downloaded (after scrolling to the end) and the LCP. */
async function loadHome(browser, web, network) {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await emulatePhone(context, page, network);
  const images = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) images.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(`${web}/`, { waitUntil: 'load', timeout: 180_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        setTimeout(() => resolve({ ms: NaN, url: '', tag: 'none' }), 5000);
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          resolve({ ms: last.startTime, url: last.url, tag: last.element?.tagName ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // Below-the-fold pictures are lazy: scroll through the page so every one the page shows is counted.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await context.close();
  return { images, lcp };
}

/** `upstream` is the API's address, `web` the website's, `staff` the seeded staff account. */
export async function phoneImageRows({ web, upstream, staff, launch }) {
  const photo = await phonePhoto();
  const hero = await photoAsHero(upstream, web, staff, photo);
  const browser = await launch();
  try {
    const { images, lcp } = await loadHome(browser, web, 'slow4g');
    const largest = images.reduce((a, b) => (b.bytes > a.bytes ? b : a), { url: '', bytes: 0 });
    const total = images.reduce((sum, i) => sum + i.bytes, 0);
    const heroCopy = images.find((i) => i.url.includes(hero.file));
    const width = heroCopy ? new URL(heroCopy.url).searchParams.get('w') : null;
    const lcpIsHero = lcp.url.includes(hero.file);
    return [
      row(
        `largest picture on / at 412 px (${largest === heroCopy ? `the hero, w=${width}` : largest.url.split('/').pop()})`,
        kb(largest.bytes),
        `${kb(photo.length)} sent as uploaded`,
        `${(largest.bytes / photo.length).toFixed(3)}x`,
        '<= 150 KB',
        largest.bytes <= 150 * 1024,
      ),
      row(
        `hero LCP on Slow 4G (${lcpIsHero ? 'the hero photo' : `${lcp.tag} ${lcp.url.split('/').pop() || 'text'}`})`,
        `${Math.round(lcp.ms)} ms`,
        '',
        '',
        '',
        null,
      ),
      row(`pictures on / (${images.length}, scrolled to the end)`, kb(total), '', '', '', null),
    ];
  } finally {
    await browser.close();
    await hero.restore();
  }
}
