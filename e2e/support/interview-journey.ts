import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';
import { e2eBaseUrl, e2eDataDir } from '../../playwright.config';
import { password } from './accounts';

/**
 * What the interview journey (interviews.spec.ts) made, for its outcome (interview-outcome.spec.ts):
 * the outcome can only be recorded once the first time has started, about two minutes after it was
 * proposed, so that part runs after the other public journeys instead of waiting idle for it.
 */
export type InterviewJourney = {
  contactEmail: string;
  perla: { name: string; card: string; email: string };
  perlaApplicationId: string;
  firstSlotUtc: string;
};

const journeyFile = () => path.join(e2eDataDir, 'interview-journey.json');

export const saveInterviewJourney = (made: InterviewJourney) => writeFile(journeyFile(), JSON.stringify(made));

export async function readInterviewJourney(): Promise<InterviewJourney> {
  return JSON.parse(await readFile(journeyFile(), 'utf8')) as InterviewJourney;
}

/** A browser context signed in as `email` (the journeys' common password). */
export async function signedIn(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const login = await context.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

/** The raw mails to `to` in the outbox. */
export async function mailsTo(to: string) {
  const outbox = path.join(e2eDataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const raws = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
  return raws.filter((raw) => raw.includes(`To: ${to}`));
}
