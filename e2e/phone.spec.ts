import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone: the slide-out menu, the job dialog and the 5-at-a-time job list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'For Candidates' }).click();
  await expect(page).toHaveURL(/\/Candidates$/);

  const list = page
    .locator('#main ul')
    .filter({ has: page.getByText('View job page') })
    .first();
  await expect(list.locator(':scope > li')).toHaveCount(5);
  // Scrolling the last card into view brings the list's end near: 5 more appear.
  await list.locator(':scope > li').last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 600));
  await expect.poll(() => list.locator(':scope > li').count()).toBeGreaterThan(5);

  await list.locator(':scope > li').first().getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
