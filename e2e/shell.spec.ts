import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
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
