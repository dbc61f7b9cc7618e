import { consentTextVersion, type ConsentKind } from '@contracts/privacy/consent';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';

/** Records that the user agreed to the current consent text of this kind (in the caller's transaction). */
export async function recordConsent(
  db: Database,
  values: { userId: string; kind: ConsentKind; applicationId?: string; retentionMonths: number },
) {
  await db.insert(consents).values({ ...values, textVersion: consentTextVersion });
}
