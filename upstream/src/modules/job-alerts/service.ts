import { jobAlertMessages, jobAlertRules, type JobAlert, type JobAlertPayload } from '@contracts/job-alerts/alert';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Viewer } from '../../viewer';
import { searchTerms } from '../job-openings';
import { lookupExists, lookupTables } from '../lookups';
import { jobAlertMails, unsubscribeHeaders } from '../mail';
import { alertLinks } from './links';
import { presentJobAlert } from './present';
import {
  consumeConfirmToken,
  countLiveAlerts,
  deleteAlert,
  deleteOwnAlert,
  findAlertByFilter,
  findOwnAlerts,
  findUserEmail,
  insertAlert,
  lockEmail,
  lookupNames,
  updateAlert,
  type JobAlertRow,
} from './repository';
import { filterKey, searchLabel, searchUrl } from './search';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

const confirmMs = jobAlertRules.confirmHours * 3600_000;
/** A visitor asking again for the same alert gets a new link at most this often. */
const resendAfterMs = 10 * 60_000;

type Outcome = { alert: JobAlertRow; confirmed: boolean; token: string | null };

/**
 * Saves a search to be mailed about. A signed-in candidate's uses the account's (verified) email and
 * starts at once; a visitor's waits until the mailed link is followed. Per email: one alert per search
 * and at most jobAlertRules.maxPerEmail, checked under a lock on the email so simultaneous requests
 * cannot pass the cap together.
 */
export async function createJobAlert(ctx: AppContext, viewer: Viewer | null, payload: JobAlertPayload) {
  if (viewer && viewer.userType !== 'User') throw forbidden(jobAlertMessages.notCandidate);
  const email = viewer ? await findUserEmail(ctx.db, viewer.id) : payload.email;
  if (!email) throw badRequest('Email is required', 'email');
  if (payload.position && !(await lookupExists(ctx.db, lookupTables.position, payload.position))) {
    throw badRequest(jobAlertMessages.unknownPosition, 'position');
  }
  if (payload.location && !(await lookupExists(ctx.db, lookupTables['preffered-location'], payload.location))) {
    throw badRequest(jobAlertMessages.unknownLocation, 'location');
  }
  const search = {
    query: searchTerms(payload.q).join(' '),
    positionId: payload.position?.toLowerCase() ?? null,
    locationId: payload.location?.toLowerCase() ?? null,
  };
  const now = new Date();

  let outcome: Outcome;
  try {
    // The alert and its mail in one transaction: a stored link or start always has its mail.
    outcome = await ctx.db.transaction(async (tx) => {
      const outcome = await saveAlert(tx, viewer, email, search, now);
      await mailOutcome(ctx, tx, outcome);
      return outcome;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(jobAlertMessages.duplicate);
    throw err;
  }
  const { alert, confirmed } = outcome;
  return {
    message: confirmed ? jobAlertMessages.savedForCandidate : jobAlertMessages.confirmSent,
    data: { _id: alert.id, confirmed },
  };
}

type Search = { query: string; positionId: string | null; locationId: string | null };

/** Stores the alert, or renews its link, under a lock on the email (the cap and the duplicate check). */
async function saveAlert(
  tx: Database,
  viewer: Viewer | null,
  email: string,
  search: Search,
  now: Date,
): Promise<Outcome> {
  await lockEmail(tx, email);
  const existing = await findAlertByFilter(tx, email, filterKey(search));
  if (existing?.confirmedAt) throw conflict(jobAlertMessages.duplicate);
  if (existing && viewer) {
    // The candidate's own email: signing in proves it, so a pending alert for it starts now.
    await updateAlert(tx, existing.id, {
      userId: viewer.id,
      confirmedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    return { alert: existing, confirmed: true, token: null };
  }
  const live = existing?.confirmExpiresAt && existing.confirmExpiresAt > now;
  if (!live && (await countLiveAlerts(tx, email, now)) >= jobAlertRules.maxPerEmail) {
    throw conflict(jobAlertMessages.tooMany);
  }
  if (existing) {
    const sentAt = existing.confirmExpiresAt!.getTime() - confirmMs;
    if (live && now.getTime() - sentAt < resendAfterMs) return { alert: existing, confirmed: false, token: null };
    const token = randomToken();
    await updateAlert(tx, existing.id, {
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(now.getTime() + confirmMs),
    });
    return { alert: existing, confirmed: false, token };
  }
  const token = viewer ? null : randomToken();
  const alert = await insertAlert(tx, {
    ...search,
    email,
    userId: viewer?.id ?? null,
    filterKey: filterKey(search),
    confirmTokenHash: token ? hashToken(token) : null,
    confirmExpiresAt: token ? new Date(now.getTime() + confirmMs) : null,
    confirmedAt: token ? null : now,
  });
  return { alert, confirmed: !token, token };
}

/** The mail an outcome calls for: the confirmation link, or the alert's start. */
async function mailOutcome(ctx: AppContext, tx: Database, { alert, confirmed, token }: Outcome) {
  if (token) {
    const names = await lookupNames(tx, alert.positionId, alert.locationId);
    const url = alertLinks(ctx.config).confirmPage(token);
    await ctx.mailer.queueIn(tx, { to: alert.email, ...jobAlertMails.confirm(searchLabel(alert, names), url) });
  } else if (confirmed) {
    await mailStarted(ctx, tx, alert);
  }
}

/** Tells the alert's email it is on, with its search and how to stop it. */
async function mailStarted(ctx: AppContext, tx: Database, alert: JobAlertRow) {
  const names = await lookupNames(tx, alert.positionId, alert.locationId);
  const links = alertLinks(ctx.config);
  const token = signUnsubscribeToken(await unsubscribeKey(ctx), alert.id);
  await ctx.mailer.queueIn(tx, {
    to: alert.email,
    ...jobAlertMails.started(
      searchLabel(alert, names),
      searchUrl(ctx.config.PUBLIC_URL, alert, names),
      links.unsubscribePage(token),
    ),
    headers: unsubscribeHeaders(links.oneClick(token)),
  });
}

/** The mailed link's token: works once, within jobAlertRules.confirmHours. */
export async function confirmJobAlert(ctx: AppContext, token: string) {
  // The link used and the start mail in one transaction.
  await ctx.db.transaction(async (tx) => {
    const alert = await consumeConfirmToken(tx, hashToken(token), new Date());
    if (!alert) throw badRequest(jobAlertMessages.badConfirmLink);
    await mailStarted(ctx, tx, alert);
  });
  return { message: jobAlertMessages.confirmed };
}

/** Removes the alert a signed token names; the same answer when it is already gone. */
export async function unsubscribeJobAlert(ctx: AppContext, token: string) {
  const alertId = verifyUnsubscribeToken(await unsubscribeKey(ctx), token);
  if (!alertId) throw badRequest(jobAlertMessages.badUnsubscribeLink);
  await deleteAlert(ctx.db, alertId);
  return { message: jobAlertMessages.unsubscribed };
}

export async function listOwnAlerts(ctx: AppContext, userId: string): Promise<{ data: JobAlert[] }> {
  const email = (await findUserEmail(ctx.db, userId)) ?? '';
  const rows = await findOwnAlerts(ctx.db, userId, email);
  return { data: rows.map(presentJobAlert) };
}

/** Another person's alert is a 404, as if it did not exist. */
export async function removeOwnAlert(ctx: AppContext, userId: string, alertId: string) {
  const email = (await findUserEmail(ctx.db, userId)) ?? '';
  if (!(await deleteOwnAlert(ctx.db, alertId, userId, email))) throw notFound(jobAlertMessages.notFound);
  return { message: jobAlertMessages.deleted };
}
