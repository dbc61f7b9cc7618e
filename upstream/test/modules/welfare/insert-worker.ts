import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { deployments, welfareIncidents, welfareReports, welfareWorkers } from '../../../src/db/schema';
import { createDeployment } from '../../../src/modules/deployments';

/**
 * A deployed worker on an application, inserted directly (departed 15 January 2027, first report due
 * 15 April), with an open incident: for suites that walk the registry and need one in a few milliseconds.
 */
export async function insertDeployedWorker(db: Database, applicationId: string) {
  await createDeployment(db, applicationId, null);
  const [deployment] = await db.select().from(deployments).where(eq(deployments.applicationId, applicationId));
  const [worker] = await db
    .insert(welfareWorkers)
    .values({
      deploymentId: deployment!.id,
      applicationId,
      departedOn: '2027-01-15',
      contractMonths: 24,
      statusOn: '2027-01-15',
    })
    .onConflictDoUpdate({ target: welfareWorkers.applicationId, set: { contractMonths: 24 } })
    .returning();
  await db.insert(welfareReports).values({ workerId: worker!.id, dueOn: '2027-04-15' }).onConflictDoNothing();
  const [incident] = await db
    .insert(welfareIncidents)
    .values({
      workerId: worker!.id,
      kind: 'injury',
      source: 'staff',
      description: 'A fall at work',
      learnedOn: '2027-03-01',
      dueOn: '2027-03-08',
      assignedRole: 'Welfare officer',
    })
    .returning({ id: welfareIncidents.id });
  return { workerId: worker!.id, incidentId: incident!.id };
}
