import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { phonePhoto } from '../upstream/test/helpers/phone-photo.mjs';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';

test('a candidate sets a profile picture from a phone photo; the site serves it upright, smaller and without EXIF or GPS', async ({
  page,
}) => {
  // A 12 MP photo held sideways (EXIF orientation 6) with GPS tags, as a phone sends it.
  const photo = await phonePhoto(4000, 3000);
  expect((await sharp(photo).metadata()).exif).toBeDefined();

  await signUpAndLogIn(page, 'Candidate', uniqueEmail('photo'), 'Rowena Dela Cruz');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });

  const preview = page.getByRole('img', { name: 'Profile picture' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.webp\?w=160$/);
  const file = (await preview.getAttribute('src'))!.split('?')[0]!;
  await page.getByLabel('Country').fill('Philippines');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    `${file}?w=96`,
  );

  // What anyone can fetch: the stored picture and a copy at a listed width.
  const stored = await page.request.get(file);
  expect(stored.headers()['content-type']).toBe('image/webp');
  const body = await stored.body();
  expect(body.length).toBeLessThan(photo.length / 5);
  const meta = await sharp(body).metadata();
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(2048);
  // Upright: the sideways 4000×3000 photo is portrait now.
  expect([meta.width, meta.height]).toEqual([1536, 2048]);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();

  const small = await page.request.get(`${file}?w=160`);
  expect(small.headers()['cache-control']).toContain('immutable');
  const smallMeta = await sharp(await small.body()).metadata();
  expect([smallMeta.width, smallMeta.exif]).toEqual([160, undefined]);
  expect((await page.request.get(`${file}?w=161`)).status()).toBe(400);
});
