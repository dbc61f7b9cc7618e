import { expect, test, type Page } from '@playwright/test';

/** The public shell every page of the site sits in: header navigation, footer and WhatsApp button. */
async function expectSiteShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
}

for (const path of ['/no-such-page', '/candidates/no-such-job']) {
  test(`${path} is a 404 with the spec's texts inside the site's header, footer and WhatsApp button`, async ({
    page,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expectSiteShell(page);
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('every path change starts at the top of the page, where Home shows its top banner below the header', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect.poll(scrollY).toBe(0);

  // A short scroll too: the new page's top would otherwise stay hidden under the sticky header.
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(scrollY).toBe(0);
  const header = (await page.locator('header').first().boundingBox())!;
  const banner = (await page.getByRole('complementary', { name: 'Announcement' }).boundingBox())!;
  expect(banner.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
});

test('routes are case-insensitive and /Home is the home page', async ({ page }) => {
  for (const path of ['/Contact', '/contact', '/Home', '/home']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
  }
});

test('uploaded images are served from the site’s own origin with their type', async ({ request }) => {
  const logo = await request.get('/uploads/logo-header.svg');
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
  expect(logo.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/uploads/missing.png')).status()).toBe(404);
});
