import type { Page } from '@playwright/test';

/** The careers list's cards (each has its 'View job page' link). */
export const jobCards = (page: Page) =>
  page
    .locator('#main ul')
    .filter({ has: page.getByText('View job page') })
    .first()
    .locator(':scope > li');
