import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { password, signUpAndLogIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { staffSignIn } from './support/staff';

test('a staff member finds the candidate journey’s application, plays its video, moves it to Interview, and edits the home page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await staffSignIn(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // "New since the last visit" depends on which staff journey ran first; the per-job count does not.
  const perJob = page.getByRole('region', { name: 'Applications per job' });
  await expect(perJob.getByRole('row').filter({ hasText: 'Room Attendant' }).first()).toContainText(/[1-9]/);
  await expectNoSeriousViolations(page);

  // The application the candidate journey sent.
  await page.getByRole('link', { name: 'Applications', exact: true }).click();
  await page.getByLabel('Search name or email').fill('Juan Dela Cruz');
  await page.getByLabel('Search name or email').press('Enter');
  await expect(page).toHaveURL(/q=Juan/);
  const row = page.getByRole('row').filter({ hasText: 'Juan Dela Cruz' }).first();
  await expect(row).toBeVisible();
  // Paged by key: how many match, and no page after the one shown.
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(/\d+ shown of \d+ applications/);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The CSV export asks why first (recorded with it), then holds the filtered list, and no passport numbers.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const why = page.getByRole('dialog', { name: 'Why are you exporting these applications?' });
  await why.getByRole('button', { name: 'Download CSV' }).click();
  await expect(why.getByText('Please say why you are exporting these applications.')).toBeVisible();
  await why.getByLabel('Reason for this export').fill('Weekly shortlist for the chef');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    why.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Name,Email,Phone,Job');
  expect(csv).not.toMatch(/passport|P1234567/i);
  expect(lines.slice(1).length).toBeGreaterThan(0);
  for (const line of lines.slice(1)) expect(line).toContain('Juan Dela Cruz');
  await row.getByRole('link', { name: 'Juan Dela Cruz' }).click();
  await expect(page.getByRole('heading', { name: 'Juan Dela Cruz' })).toBeVisible();

  // Its recorded video plays in the page, streamed through the website with byte ranges.
  const video = page.getByLabel('Video introduction of Juan Dela Cruz');
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  // Staff watch what employers see: the worker's playable MP4 once made (the recording until then).
  const src = (await video.getAttribute('src'))!;
  expect(src).toContain('as=playable');
  await expect
    .poll(async () => (await page.request.get(src, { headers: { range: 'bytes=0-1' } })).headers()['content-type'], {
      timeout: 60_000,
    })
    .toBe('video/mp4');

  // The passport number is masked until revealed.
  await expect(page.getByText('P•••••67')).toBeVisible();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByText('P1234567')).toBeVisible();

  await page.getByLabel('Move to').selectOption('Interview');
  await page.getByLabel('Email the candidate about this change').check();
  await page.getByRole('button', { name: 'Change stage' }).click();
  await expect(page.getByText('Moved to Interview')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stage: Interview' })).toBeVisible();
  await expect(page.getByText(/New → Interview by Agency Staff \(demo\).*\(candidate emailed\)/)).toBeVisible();

  await page.getByLabel('New note').fill('Strong kitchen background; schedule a call with the chef.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Strong kitchen background; schedule a call with the chef.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Each of those reads is in the record of access, the export with its reason.
  await page.getByRole('link', { name: 'Access records', exact: true }).click();
  await page.getByLabel('Person (name or email)').fill('Juan Dela Cruz');
  await page.getByLabel('Person (name or email)').press('Enter');
  const record = page.getByRole('table', { name: 'Access records' });
  await expect(record.getByRole('row').filter({ hasText: 'Passport number' }).first()).toContainText('Juan Dela Cruz');
  await expect(record.getByRole('row').filter({ hasText: 'File: video' }).first()).toBeVisible();
  await page.getByLabel('Person (name or email)').fill('');
  await page.getByLabel('Person (name or email)').press('Enter');
  await expect(record.getByRole('row').filter({ hasText: 'Weekly shortlist for the chef' })).toContainText(
    'CSV export of applications',
  );
  await expectNoSeriousViolations(page);

  // A home section's title, edited in the back office, is on the public home page at once.
  const title = `Ready to work in the UAE? ${Date.now()}`;
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('link', { name: /Home page sections/ }).click();
  await page.getByText('Final cta section').click();
  const section = page.getByRole('group', { name: 'Final cta section' });
  await section.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The public page shows it on its next load.')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the back office turns away visitors and candidates, and public pages load none of its code', async ({
  page,
  request,
}) => {
  expect((await request.get('/api/admin/dashboard')).status()).toBe(401);

  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  const email = uniqueEmail('not-staff');
  await signUpAndLogIn(page, 'Candidate', email);
  for (const path of ['/', '/Candidates']) await page.goto(path);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const code = await (await request.get(url)).text();
    // Texts that only the back office's client code holds.
    expect(code).not.toContain('Email the candidate about this change');
    expect(code).not.toContain('Discard changes');
  }

  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(403);
  const signInPage = await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(signInPage?.headers()['x-robots-tag']).toContain('noindex');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This area is for agency staff only.')).toBeVisible();
  // The candidate's sign-in at the staff door is not kept.
  expect((await (await page.request.get('/api/session')).json()).data).toBeNull();
});
