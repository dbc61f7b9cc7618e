import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';

/** Without SMTP the upstream writes each mail to DATA_DIR/outbox; journeys follow links from there. */
export async function linkFromMail(to: string, subject: RegExp, linkPrefix: string): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const raw = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.includes(`To: ${to}`) || !subject.test(raw)) continue;
          link = raw.match(new RegExp(`${linkPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<]+`))?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!.replace(/&amp;/g, '&');
}

/** Whether a mail to `to` whose subject matches has been written to the outbox (waits up to 10 s for one). */
export async function expectMailTo(to: string, subject: RegExp) {
  const outbox = path.join(e2eDataDir, 'outbox');
  await expect
    .poll(
      async () => {
        for (const file of await readdir(outbox).catch(() => [] as string[])) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (raw.includes(`To: ${to}`) && subject.test(raw)) return true;
        }
        return false;
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBe(true);
}
