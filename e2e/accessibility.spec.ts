import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
];
const shots = 'e2e/screenshots';

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation; screenshots saved`, async ({ page, browser }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);

    mkdirSync(shots, { recursive: true });
    const name = path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-');
    await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(path);
    await phone.screenshot({ path: `${shots}/${name}-phone.png`, fullPage: true });
    await phone.close();
  });
}
