import { expect, test } from '@playwright/test';
import { outcomeTextsForCandidate } from '../lib/contracts/interviews/interview';
import { phoneContextOptions } from './support/browser-profile.mjs';
import { readInterviewJourney, signedIn } from './support/interview-journey';
import { staffSignIn } from './support/staff';

// The end of the interview journey (interviews.spec.ts): it runs with the staff journeys, after the
// public ones, by when the time Perla booked has started (it waits for it otherwise).
test('once the interview has started, the employer records Passed and the candidate reads it', async ({ browser }) => {
  test.setTimeout(300_000);
  const { contactEmail, perla, perlaApplicationId, firstSlotUtc } = await readInterviewJourney();
  const wait = new Date(firstSlotUtc).getTime() - Date.now() + 2_000;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const context = await signedIn(browser, contactEmail);
  const page = await context.newPage();
  await page.goto('/employer/interviews');
  const invited = page.getByTestId('interview-invited').filter({ hasText: perla.card });
  await invited.getByRole('button', { name: 'Passed' }).click();
  await expect(page.getByRole('status')).toHaveText('The outcome is recorded.');
  await expect(page.getByTestId('interview-invited').filter({ hasText: perla.card })).toContainText('Outcome: Passed');
  await context.close();
  const candidate = await signedIn(browser, perla.email, phoneContextOptions);
  const mine = await candidate.newPage();
  await mine.goto('/my-applications');
  await expect(mine.getByTestId('interview-invitation')).toContainText(outcomeTextsForCandidate.Passed);
  await candidate.close();

  // Staff see it on the application, with its calendar file.
  const office = await browser.newContext();
  const staffPage = await office.newPage();
  await staffSignIn(staffPage);
  await staffPage.goto(`/admin/applications/${perlaApplicationId}`);
  const panel = staffPage.getByRole('region', { name: 'Interviews' });
  await expect(panel).toContainText('Passed');
  const calendar = await staffPage.request.get(
    (await panel.getByRole('link', { name: 'Add to calendar' }).first().getAttribute('href'))!,
  );
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await calendar.text()).toContain('BEGIN:VEVENT');
  await office.close();
});
