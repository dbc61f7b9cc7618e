import type { AdminApplicationRow } from '@contracts/applications/staff';
import { applicationFields } from '@contracts/applications/fields';
import type { CsvField, CsvShape } from '@contracts/core/field-places';
import { readinessOf } from '@contracts/deployments/documents';
import { departureDateOf, passportValidLongEnough } from '@contracts/applications/passport-validity';
import type { z } from 'zod';
import { answerValuesOf } from '../../lib/declared-values';
import { hasChecklist } from './readiness-sql';
import type { ApplicationListRow } from './staff-list';

/** What the list and the detail present of a row: the declared fields' columns and names, the record's own, the readiness inputs. */
export type ListedApplication = Omit<ApplicationListRow, 'key'>;

type RowFields = z.infer<z.ZodObject<CsvShape<typeof applicationFields.fields>>>;

/** A row of the staff list and the CSV export: the fields declared `csv` (applicationRowColumnsOf reads them) and the record's own. */
export const rowPresenterOf =
  (declared: { csv: CsvField[] }) =>
  (row: ListedApplication, months: number): AdminApplicationRow => {
    const { application: a, job, missingRequired, passportExpiryInEffect } = row;
    // An erased passport (no expiry) is never valid long enough.
    const readiness = hasChecklist(a.stage)
      ? readinessOf(
          Number(missingRequired),
          passportValidLongEnough(passportExpiryInEffect ?? '', departureDateOf(a), months),
        )
      : null;
    return {
      _id: a.id,
      ...(answerValuesOf(declared.csv, { row: a, joined: row }) as RowFields),
      job: job ? { _id: job.id, title: job.title } : null,
      stage: a.stage,
      createdAt: a.createdAt.toISOString(),
      readiness,
      plannedDepartureDate: a.plannedDepartureDate,
    };
  };

export const presentRow = rowPresenterOf(applicationFields);
