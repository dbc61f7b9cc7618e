import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { e2eDataDir } from '../../playwright.config';

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'bg_session');

/**
 * Moves the session's last activity `minutes` into the past, as if the person had been away: the
 * server's clock cannot be moved, so the cookie is resealed with the site's own secret. An answer
 * already on its way when the cookie is aged (a prefetch, a background query: each counts as
 * activity and sets a fresh cookie) can overwrite it, so it is aged again until it stays. Aged past
 * a limit, the cookie may instead be gone: a request carried it and the site ended the session on
 * it, which is what aging it was for.
 */
export async function ageSession(context: BrowserContext, minutes: number) {
  const password = (await readFile(path.join(e2eDataDir, 'session-secret'), 'utf8')).trim();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const cookie = await sessionCookie(context);
    if (!cookie) throw new Error('there is no session cookie to age: sign in first');
    const session = await unsealData<{ lastActivity: number }>(cookie.value, { password });
    const aged = await sealData({ ...session, lastActivity: Date.now() - minutes * 60 * 1000 }, { password });
    await context.addCookies([{ ...cookie, value: aged }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await sessionCookie(context);
    if (!now || now.value === aged) return;
  }
  throw new Error('the session cookie kept being replaced by answers to earlier requests');
}
