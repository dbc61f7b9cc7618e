import { randomUUID } from 'node:crypto';
import { adminApplicationRowSchemaOf } from '@contracts/applications/staff';
import { rowValuesOf, storedValuesOf } from '@contracts/core/define-fields';
import { extendedApplicationFields as extended } from '@contracts/applications/fixtures/extended-application-fields';
import { candidateCardSchemaOf } from '@contracts/shortlists/shortlist';
import { getTableColumns } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applications } from '../src/db/schema';
import { csvChunks } from '../src/lib/csv';
import { exportedValuesOf, staffValuesOf } from '../src/lib/declared-values';
import { csvColumns, csvColumnsOf } from '../src/modules/applications/csv';
import { applicationRowColumnsOf } from '../src/modules/applications/staff-list';
import { rowPresenterOf, type ListedApplication } from '../src/modules/applications/present-row';
import { cardPresenterOf } from '../src/modules/shortlists/card';
import { cardFactColumnsOf, type CardRow } from '../src/modules/shortlists/card-repository';

// The fixture adds three fields to a copy of applicationFields; the upstream's places must take them
// from it alone. The columns are what the migration of README's recipe adds to the applications table.
const added = pgTable('applications', {
  yearsInUaeBefore: integer('years_in_uae_before'),
  otherLanguages: text('other_languages').notNull().default(''),
  uniformSize: text('uniform_size'),
});
const columns = { ...getTableColumns(applications), ...getTableColumns(added) };

const application = {
  id: randomUUID(),
  name: 'Ana Maria Reyes',
  email: 'ana@example.com',
  phone: '09171234567',
  stage: 'New' as const,
  englishProficiency: 'advanced',
  experienceInYears: 4,
  previousJobTitle: 'Commis Chef',
  education: 'vocational',
  availableToStart: '2027-01-04',
  passportNumber: 'P1234567',
  passportExpiry: '2030-01-01',
  notes: '',
  plannedDepartureDate: null,
  createdAt: new Date('2026-12-01T08:00:00Z'),
  yearsInUaeBefore: null as number | null,
  otherLanguages: 'Arabic',
  uniformSize: 'M',
};
const listed = (values: Partial<typeof application> = {}) =>
  ({
    application: { ...application, ...values },
    job: null,
    appliedFor: null,
    preferredLocation: 'Dubai',
    missingRequired: null,
    passportExpiryInEffect: null,
  }) as unknown as ListedApplication;

describe('a copy of the declaration with three fields added, in the upstream', () => {
  it('selects each new field’s column where its declaration puts it, and names the one missing from the table', () => {
    expect(applicationRowColumnsOf(extended, columns).application).toHaveProperty(
      'yearsInUaeBefore',
      added.yearsInUaeBefore,
    );
    expect(cardFactColumnsOf(extended, columns).facts.otherLanguages).toBe(added.otherLanguages);
    expect(() => applicationRowColumnsOf(extended)).toThrow('No column yearsInUaeBefore holds yearsInUaeBefore');
    expect(() => cardFactColumnsOf(extended)).toThrow('No column otherLanguages holds otherLanguages');
  });

  it('writes the optional number in the staff list’s row and as the CSV’s last column, blank when missing', async () => {
    const present = rowPresenterOf(extended);
    const missing = adminApplicationRowSchemaOf(extended).strict().parse(present(listed(), 6));
    const given = adminApplicationRowSchemaOf(extended)
      .strict()
      .parse(present(listed({ yearsInUaeBefore: 5 }), 6));
    expect([missing.yearsInUaeBefore, given.yearsInUaeBefore]).toEqual([null, 5]);

    const headers = csvColumnsOf(extended).map(([header]) => header);
    expect(headers).toEqual([...csvColumns.map(([header]) => header), 'Years in the UAE before']);
    const batches = (async function* () {
      yield [missing, given];
    })();
    const chunks: string[] = [];
    for await (const chunk of csvChunks(csvColumnsOf(extended), batches)) chunks.push(chunk);
    const lines = chunks.join('').split('\r\n');
    expect(lines[1]).toBe(
      '2026-12-01,Ana Maria Reyes,ana@example.com,09171234567,General application,,New,advanced,4,Dubai,,',
    );
    expect(lines[2]!.endsWith(',5')).toBe(true);
  });

  it('answers staff and the data export the optional number as null when missing', () => {
    const source = { row: application, joined: { preferredLocation: 'Dubai' } };
    const staff = z.object(extended.staffShape).parse(staffValuesOf(extended, source));
    expect(staff).toMatchObject({ yearsInUaeBefore: null, otherLanguages: 'Arabic', uniformSize: 'M' });
    expect(exportedValuesOf(extended, source)).toMatchObject({ yearsInUaeBefore: null, otherLanguages: 'Arabic' });
  });

  it('shows the text on the employer’s card and nothing else of the new fields', () => {
    const row = {
      id: randomUUID(),
      note: 'Calm under pressure.',
      hasPresentationCv: false,
      name: application.name,
      jobTitle: 'Banquet Server',
      appliedFor: null,
      facts: application,
      preferredLocation: null,
      availableToStart: application.availableToStart,
      plannedDepartureDate: null,
      passportExpiry: application.passportExpiry,
      missingDocuments: 0,
      hasResume: true,
      hasVideo: false,
      renditionState: null,
      durationMs: null,
      hasPoster: false,
    } as unknown as CardRow;
    const present = cardPresenterOf(extended);
    const card = candidateCardSchemaOf(extended)
      .strict()
      .parse(present(row, { passportMonths: 6, requiredDocuments: 0, decision: null }));
    expect(card).toMatchObject({ displayName: 'Ana R.', otherLanguages: 'Arabic', preferredLocation: null });
    expect(card).not.toHaveProperty('yearsInUaeBefore');
    expect(card).not.toHaveProperty('uniformSize');
  });

  it('keeps the profile’s new field in its column and reads it back', () => {
    const details = Object.fromEntries(extended.profileKeys.map((key) => [key, application[key as 'uniformSize']]));
    expect(extended.profileKeys).toContain('uniformSize');
    expect(storedValuesOf(extended, details)).toMatchObject({ uniformSize: 'M' });
    expect(rowValuesOf(extended, extended.profileKeys, { ...application, preferredLocationId: 'l1' })).toMatchObject({
      uniformSize: 'M',
      preferredLocation: 'l1',
    });
  });
});
