import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

const pages = [
  '/',
  '/About',
  '/Services',
  '/Employers',
  '/Candidates',
  '/Gallery',
  '/Partners',
  '/Contact',
  '/forgot-password',
  '/no-such-page',
  // The employer portal as a visitor sees it (a log-in prompt), and a view-only link that no longer works.
  '/employer',
  `/shared/${'x'.repeat(43)}`,
];
const shots = 'e2e/screenshots';
// Desktop and phone pictures of each page, for a person to look over: asked for with E2E_SCREENSHOTS=1,
// since they check nothing and cost a second page and two full-page captures per page.
const saveScreenshots = process.env.E2E_SCREENSHOTS === '1';

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page, browser }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);

    if (!saveScreenshots) return;
    mkdirSync(shots, { recursive: true });
    const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
    await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(path);
    await phone.screenshot({ path: `${shots}/${name}-phone.png`, fullPage: true });
    await phone.close();
  });
}
