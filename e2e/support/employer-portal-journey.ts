import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { uniqueEmail } from './accounts';

/**
 * The employer portal journey (issue 27) is three files, each step working on what the one before made:
 * staff-employer-portal-client, -decisions and -sharing.spec.ts. They run one after another in the staff
 * lane (one worker there; Playwright takes a project's files in alphabetical order). The first names
 * everything and saves it with what it made; the other two read it back.
 */
export function newEmployerPortalJourney() {
  const stamp = Date.now();
  return {
    stamp,
    company: `Azure Dunes Hotels ${stamp}`,
    jobTitle: `Guest Service Agent ${stamp}`,
    shortlistTitle: `Front office, first round ${stamp}`,
    contactEmail: uniqueEmail('portal-contact'),
    applicants: [
      {
        name: 'Rosa Villanueva',
        card: 'Rosa V.',
        email: uniqueEmail('portal-rosa'),
        note: 'Five years at a Makati five-star front desk.',
      },
      { name: 'Ana Bautista', card: 'Ana B.', email: uniqueEmail('portal-ana'), note: 'Strong cashiering; Opera PMS.' },
      {
        name: 'Liza Mercado',
        card: 'Liza M.',
        email: uniqueEmail('portal-liza'),
        note: 'Resort guest relations in Boracay.',
      },
    ],
    /** What the steps hand on to the next. */
    made: {
      clientId: '',
      jobId: '',
      shortlistId: '',
      contactState: undefined as Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
    },
  };
}

export type EmployerPortalJourney = ReturnType<typeof newEmployerPortalJourney>;
export type PortalApplicant = EmployerPortalJourney['applicants'][number];

const journeyFile = () => path.join(e2eDataDir, 'employer-portal-journey.json');

export const saveEmployerPortalJourney = (journey: EmployerPortalJourney) =>
  writeFile(journeyFile(), JSON.stringify(journey));

export async function readEmployerPortalJourney(): Promise<EmployerPortalJourney> {
  return JSON.parse(await readFile(journeyFile(), 'utf8')) as EmployerPortalJourney;
}

/** The client's card of a candidate, by the name it shows. */
export const card = (page: Page, name: string) =>
  page.getByTestId('candidate-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** A candidate in the staff's shortlist, by place and name. */
export const shortlisted = (page: Page, name: string) =>
  page.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${name}$`) });
