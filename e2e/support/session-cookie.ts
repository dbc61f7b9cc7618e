import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { e2eDataDir } from '../../playwright.config';

/**
 * Moves the session's last activity `minutes` into the past, as if the person had been away: the
 * server's clock cannot be moved, so the cookie is resealed with the site's own secret.
 */
export async function ageSession(context: BrowserContext, minutes: number) {
  const password = (await readFile(path.join(e2eDataDir, 'session-secret'), 'utf8')).trim();
  const cookie = (await context.cookies()).find((c) => c.name === 'bg_session')!;
  const session = await unsealData<{ lastActivity: number }>(cookie.value, { password });
  const aged = await sealData({ ...session, lastActivity: Date.now() - minutes * 60 * 1000 }, { password });
  await context.addCookies([{ ...cookie, value: aged }]);
}
