import { expect, test, type Page, type Request } from '@playwright/test';
import { emulatePhone, phoneContextOptions } from './support/browser-profile.mjs';
import { jobCards as cards } from './support/careers';

// Issue 14: on a slow phone the careers page is usable before its script runs, and it spends no data
// on prefetching pages nobody opened.

/** A request for Next's router (RSC payload): a prefetch, or a client-side navigation. */
const isRsc = (request: Request) => request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');

const hydrated = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, { timeout: 30_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a job card opens its job page, whose Apply leads to the application once loaded', async ({ page }) => {
    await page.goto('/candidates');
    const first = cards(page).first().locator('a[data-job-card]');
    const title = (await first.locator('.font-semibold').first().textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/candidates\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const slug = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('main').getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/candidates/${slug}\\?apply=job$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('Apply in the detail pane and Submit General Application are links to where they apply', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/candidates');
    const pane = page.getByRole('region', { name: 'Job details' });
    await expect(pane.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      /^\/candidates\/[^/?]+\?apply=job$/,
    );
    await page.getByRole('link', { name: 'Submit General Application' }).click();
    await expect(page).toHaveURL(/\/candidates\?apply=general#openings-title$/);
  });

  test('on a phone the menu opens and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'For Candidates' }).click();
    await expect(page).toHaveURL(/\/Candidates$/);
    await expect(page.getByRole('heading', { name: 'Current Job Openings' })).toBeVisible();
  });
});

test('a visitor who arrives through an Apply link gets the login dialog once the page has loaded', async ({ page }) => {
  await page.goto('/candidates');
  const href = (await page.locator('a[data-job-card]').first().getAttribute('href'))!;
  await page.goto(`${href}?apply=job`);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  // Asked once: the parameter is gone, so a reload does not ask again.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test.describe('on the 3G phone', () => {
  test.use(phoneContextOptions);

  test('browsing and scrolling /candidates prefetches nothing until a link is tapped', async ({ page, context }) => {
    test.setTimeout(120_000);
    await emulatePhone(context, page, '3g');
    const rsc: string[] = [];
    page.on('request', (request) => {
      if (isRsc(request)) rsc.push(request.url());
    });
    await page.goto('/candidates');
    await hydrated(page);
    for (let i = 0; i < 5; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(600);
    }
    await page.waitForTimeout(2000);
    expect(rsc).toEqual([]);

    // After hydration a card opens in place (the dialog on phones), still without a router request.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await cards(page).first().locator('a[data-job-card]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(rsc).toEqual([]);

    // A tapped link navigates through the router.
    await cards(page)
      .first()
      .getByRole('link', { name: /View job page/ })
      .click();
    await expect(page).toHaveURL(/\/candidates\/[^/?]+$/);
    expect(rsc.length).toBeGreaterThan(0);
  });
});

test('on a fast connection the links in view are still prefetched', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (isRsc(request)) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/candidates');
  await hydrated(page);
  // The header's links are in view on a desktop.
  await expect
    .poll(() => prefetched.includes('/About') || prefetched.includes('/about'), { timeout: 15_000 })
    .toBe(true);
});
