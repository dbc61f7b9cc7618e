import type { ParsedQueryOf } from '@contracts/core/endpoint';
import type { api } from '@contracts/endpoints';
import { jobAlertMessages } from '@contracts/job-alerts/alert';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { presentAdminJobAlert } from './present';
import { deleteAlert, findAlertsForStaff } from './repository';

/** One page of the saved alerts, newest first, optionally of the addresses containing `email`. */
export async function listAlertsForStaff(
  ctx: AppContext,
  { email, page, pageSize }: ParsedQueryOf<typeof api.adminJobAlerts.list>,
) {
  const { rows, total } = await findAlertsForStaff(ctx.db, { email, limit: pageSize, offset: (page - 1) * pageSize });
  return { data: rows.map(presentAdminJobAlert), total, page, pageSize };
}

/** Stops an alert for whoever asked staff to: it is deleted, as the unsubscribe link does. */
export async function stopAlert(ctx: AppContext, id: string) {
  if (!(await deleteAlert(ctx.db, id))) throw notFound(jobAlertMessages.notFound);
  return { message: jobAlertMessages.deleted };
}
