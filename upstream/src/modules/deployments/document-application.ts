import { eq, or, sql } from 'drizzle-orm';
import { evidenceField } from '@contracts/deployments/deployment';
import { deploymentStepKeys, deploymentSteps as declared } from '@contracts/deployments/steps';
import type { Database } from '../../db/client';
import { applicationDocuments, deployments, deploymentSteps } from '../../db/schema';

/** The evidence keys under which a step stores a file's name (one per declared step that takes a file). */
const fileFields = [
  ...new Set(
    deploymentStepKeys.flatMap((key) =>
      declared[key].evidence.filter((e) => e.kind === 'file').map((e) => evidenceField(e.label)),
    ),
  ),
];

/**
 * The application a stored document belongs to: a checklist document's, or the deployment step's whose
 * evidence names the file (an employer's or the agency's upload is the worker's data, not its uploader's).
 * Each arm is an index lookup: the documents' unique upload id, and the steps' evidence by containment.
 */
export async function applicationOfDocument(db: Database, upload: { id: string; fileName: string }) {
  const [listed] = await db
    .select({ applicationId: applicationDocuments.applicationId })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.uploadId, upload.id))
    .limit(1);
  if (listed) return listed.applicationId;
  if (fileFields.length === 0) return null;
  const [evidence] = await db
    .select({ applicationId: deployments.applicationId })
    .from(deploymentSteps)
    .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
    .where(
      or(
        ...fileFields.map(
          (field) => sql`${deploymentSteps.evidence} @> ${JSON.stringify({ [field]: upload.fileName })}::jsonb`,
        ),
      ),
    )
    .limit(1);
  return evidence?.applicationId ?? null;
}
