import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { emulatePhone } from './support/browser-profile.mjs';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl } from './support/staff-api';

// Issue 41 item 8: each filter change builds on the one before, even when the last has not landed yet.
test.describe.configure({ mode: 'serial' });

/** A previous job title only this run's candidates have, so the pool search finds just them. */
const jobTitle = `Barista ${Date.now()}`;
/** Four candidates, each left out by a different filter. */
const ana = { name: 'Ana Filter', years: 7, english: 'fluent', video: true } as const;
const ben = { name: 'Ben Filter', years: 7, english: 'basic', video: true } as const;
const cris = { name: 'Cris Filter', years: 10, english: 'fluent', video: true } as const;
const dan = { name: 'Dan Filter', years: 4, english: 'fluent', video: false } as const;

/** The list as the candidates page shows it: exactly these candidates, once their page has loaded. */
async function expectListed(page: Page, names: string[]) {
  const table = page.getByRole('table', { name: 'Candidates' });
  await expect(table.locator('tbody tr')).toHaveCount(names.length);
  for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
}

/** The address's filters, as a plain object, for an exact comparison. */
const filtersOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams.entries());

/** Signed in, on the candidates page, with the connection slowed to 150 ms a request. */
async function slowCandidatesPage(page: Page, query = '') {
  await staffSignIn(page);
  await page.goto(`/admin/candidates${query}`);
  await expect(page.getByRole('table', { name: 'Candidates' })).toBeVisible();
  await emulatePhone(page.context(), page, 'slow4g', { cpu: false });
}

test('four candidates with the same previous job title saved their profile, one without a video', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const video = recorderLikeVideo(8);
  for (const c of [ana, ben, cris, dan]) {
    const email = uniqueEmail('filters');
    const headers = await verifiedAccount(request, 'User', email, c.name);
    await applyThroughApi(request, headers, email, video, {
      name: c.name,
      previousJobTitle: jobTitle,
      experienceInYears: c.years,
      englishProficiency: c.english,
      saveToProfile: true,
    });
    if (c.video) continue;
    const removed = await request.put(`${e2eUpstreamUrl}/api/candidate-profile/files`, {
      headers,
      data: { video: null },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});

test('typed at a typist’s pace on a slow connection, the title and both experience bounds all apply', async ({
  page,
}) => {
  await slowCandidatesPage(page);
  const search = page.getByRole('search', { name: 'Search the talent pool' });
  await search.getByLabel('Position or previous job title').click();
  await page.keyboard.type(jobTitle, { delay: 40 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('6', { delay: 40 });
  await page.keyboard.press('Tab');
  await page.keyboard.type('8', { delay: 40 });
  await page.keyboard.press('Tab');

  await expect.poll(() => filtersOf(page)).toEqual({ q: jobTitle, experienceMin: '6', experienceMax: '8' });
  await expectListed(page, [ana.name, ben.name]);
  await expect(search.getByLabel('Position or previous job title')).toHaveValue(jobTitle);
  await expect(search.getByLabel('Experience from (years)')).toHaveValue('6');
  await expect(search.getByLabel('Experience to (years)')).toHaveValue('8');
});

test('English chosen, then "Has a video" ticked at once: both apply, beside the search', async ({ page }) => {
  await slowCandidatesPage(page, `?q=${encodeURIComponent(jobTitle)}`);
  const search = page.getByRole('search', { name: 'Search the talent pool' });
  await search.getByLabel('English level').selectOption({ label: 'Fluent' });
  await search.getByRole('checkbox', { name: 'Has a video' }).click();

  await expect.poll(() => filtersOf(page)).toEqual({ q: jobTitle, english: 'fluent', hasVideo: '1' });
  await expectListed(page, [ana.name, cris.name]);
  await expect(search.getByLabel('English level')).toHaveValue('fluent');
  await expect(search.getByRole('checkbox', { name: 'Has a video' })).toBeChecked();
});

test('Back and Forward bring the filters back; the menu link clears them and a new filter starts afresh', async ({
  page,
}) => {
  await slowCandidatesPage(page, `?q=${encodeURIComponent(jobTitle)}`);
  const search = page.getByRole('search', { name: 'Search the talent pool' });
  await search.getByLabel('English level').selectOption({ label: 'Fluent' });
  await search.getByRole('checkbox', { name: 'Has a video' }).click();
  await expectListed(page, [ana.name, cris.name]);

  await page.getByRole('table', { name: 'Candidates' }).getByRole('link', { name: ana.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
  await page.goBack();
  await expect.poll(() => filtersOf(page)).toEqual({ q: jobTitle, english: 'fluent', hasVideo: '1' });
  await expectListed(page, [ana.name, cris.name]);
  await expect(search.getByLabel('English level')).toHaveValue('fluent');
  await expect(search.getByRole('checkbox', { name: 'Has a video' })).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: ana.name })).toBeVisible();
  await page.goBack();
  await expectListed(page, [ana.name, cris.name]);

  // The menu's link is the list with no filter: the next change must not bring the old ones back.
  await page.getByRole('link', { name: 'Candidates', exact: true }).click();
  await expect.poll(() => filtersOf(page)).toEqual({});
  await expect(search.getByLabel('English level')).toHaveValue('');
  await expect(search.getByRole('checkbox', { name: 'Has a video' })).not.toBeChecked();
  await search.getByLabel('Position or previous job title').click();
  await page.keyboard.type(jobTitle, { delay: 40 });
  await page.keyboard.press('Tab');
  await search.getByRole('checkbox', { name: 'Has a video' }).click();
  await expect.poll(() => filtersOf(page)).toEqual({ q: jobTitle, hasVideo: '1' });
  await expectListed(page, [ana.name, ben.name, cris.name]);
});
