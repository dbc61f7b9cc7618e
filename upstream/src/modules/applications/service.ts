import type {
  ApplicationStage,
  AdminApplicationDetail,
  AdminApplicationRow,
  ApplicationListQuery,
  ApplicationPage,
  stageChangeSchema,
  staffNoteSchema,
} from '@contracts/applications/staff';
import type { z } from 'zod';
import { applicationFields } from '@contracts/applications/fields';
import type { StaffShape } from '@contracts/core/define-fields';
import { staffValuesOf } from '../../lib/declared-values';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import type { StaffScope } from '../../lib/staff-scope';
import { passportValidityMonths } from './readiness-store';
import { decodeCursor, encodeCursor, keyValues, type PageStart } from '../../db/keyset';
import type { ApplicationRead } from './read';
import { mails } from '../mail';
import {
  allowReapply,
  findApplication,
  insertStaffNote,
  listStaffNotes,
  listStageHistory,
  recordStageChange,
} from './repository';
import {
  countEveryMatch,
  listApplicationPage,
  listApplicationPageAndCount,
  listFiltersOf,
  listKeys,
  type ApplicationListRow,
} from './staff-list';
import type { ListsPastCap } from './lists-past-cap';
import { presentRow } from './present-row';

const missing = () => notFound('No such application.');

type StaffFields = z.infer<z.ZodObject<StaffShape<typeof applicationFields.fields>>>;

/** A page of the staff list, with the total (capped) and the cursors of the pages either side. */
export async function listApplicationsPage(
  ctx: AppContext,
  pastCap: ListsPastCap,
  query: ApplicationListQuery,
  scope: StaffScope,
): Promise<ApplicationPage> {
  const { pageSize, sort, order } = query;
  const filters = { ...listFiltersOf(query), scope };
  const start = pageStartOf(query);
  const [months, { page, count }] = await Promise.all([
    passportValidityMonths(ctx),
    listApplicationPageAndCount(ctx.db, filters, { sort, order }, start, pageSize, pastCap),
  ]);
  const { rows, more, backwards } = page;
  const cursorOf = (row: ApplicationListRow | undefined) => (row ? encodeCursor(keyValues(row.key)) : null);
  // Reading backwards, `more` tells of rows before the page; the page it came from lies after it.
  const hasPrevious = backwards ? more : start.from === 'after';
  const hasNext = backwards ? start.from === 'before' : more;
  return {
    data: rows.map((row) => presentRow(row, months)),
    total: count.total,
    totalCapped: count.capped,
    pageSize,
    previous: hasPrevious ? cursorOf(rows[0]) : null,
    next: hasNext ? cursorOf(rows.at(-1)) : null,
  };
}

/** Where the query asks a page to start; 400 for a cursor of another order or two starts at once. */
function pageStartOf({ after, before, last, sort }: ApplicationListQuery): PageStart {
  const given = [after, before, last].filter((v) => v !== undefined).length;
  if (given > 1) throw badRequest('Ask for one page: after, before or last.', 'after');
  if (last) return { from: 'last' };
  const cursor = after ?? before;
  if (cursor === undefined) return { from: 'first' };
  const values = decodeCursor(listKeys[sort], cursor);
  if (!values) throw badRequest(outdatedCursor, after ? 'after' : 'before');
  return { from: after ? 'after' : 'before', values };
}

const outdatedCursor = 'This page link no longer fits the list: please go back to its first page.';

/** The CSV export's filters, as its access entry records them (what was asked, none left unset), and how many rows match. */
export async function exportScope(ctx: AppContext, query: ApplicationListQuery) {
  const filters = listFiltersOf(query);
  const asked = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return { filters: asked, count: await countEveryMatch(ctx.db, filters) };
}

/**
 * Rows read per query by the CSV export: its memory holds one batch, whatever the list's length. Small
 * enough that a batch (about 1.8 MB allocated) is written before the young generation (8 MB a
 * semi-space, scripts/node-flags.mjs) fills twice: with 1,000 rows, batches outlived two scavenges
 * and were promoted, and the old generation grew 75 to 145 MB an export of 100,000 rows.
 */
export const exportBatchSize = 250;

/**
 * Every matching row for the CSV export, in the list's order, batch by batch by key: each batch is
 * read when the previous one has been written, so rows added meanwhile never shift or repeat one.
 */
export async function* listApplicationsForExport(
  ctx: AppContext,
  query: ApplicationListQuery,
  batchSize = exportBatchSize,
): AsyncGenerator<AdminApplicationRow[]> {
  const { sort, order } = query;
  const filters = listFiltersOf(query);
  const months = await passportValidityMonths(ctx);
  // The database's rows stay inside this function: only what the file shows waits while it is written.
  const readBatch = async (start: PageStart) => {
    const { rows, more } = await listApplicationPage(ctx.db, filters, { sort, order }, start, batchSize);
    const last = rows.at(-1);
    return { shown: rows.map((row) => presentRow(row, months)), next: more && last ? keyValues(last.key) : null };
  };
  let start: PageStart = { from: 'first' };
  for (;;) {
    const { shown, next } = await readBatch(start);
    if (shown.length > 0) yield shown;
    if (!next) return;
    start = { from: 'after', values: next };
  }
}

/** An application's detail as staff see it, and whose it is (the access entry of its read names them). */
export interface DetailRead {
  detail: AdminApplicationDetail;
  candidateId: string | null;
}

export async function getApplicationDetail(ctx: AppContext, id: string): Promise<DetailRead> {
  const row = await findApplication(ctx.db, id);
  if (!row?.resume || !row.video) throw missing();
  const [notes, history, months] = await Promise.all([
    listStaffNotes(ctx.db, id),
    listStageHistory(ctx.db, id),
    passportValidityMonths(ctx),
  ]);
  const a = row.application;
  const staffFields = staffValuesOf<StaffFields>(applicationFields, { row: a, joined: row });
  const detail = {
    ...presentRow(row, months),
    ...staffFields,
    resume: { path: row.resume.path, mimeType: row.resume.mimeType },
    video: { path: row.video.path, mimeType: row.video.mimeType },
    reapplyAllowed: a.reapplyAllowed,
    staffNotes: notes.map((n) => ({ _id: n.id, body: n.body, author: n.author, createdAt: n.createdAt.toISOString() })),
    stageHistory: history.map(({ id, ...h }) => ({ ...h, _id: id, createdAt: h.createdAt.toISOString() })),
  };
  return { detail, candidateId: a.userId };
}

/** The full passport number, and whose it is (the route records the reveal). */
export async function revealPassport(ctx: AppContext, id: string) {
  const row = await findApplication(ctx.db, id);
  if (!row) throw missing();
  return { passportNumber: row.application.passportNumber, candidateId: row.application.userId };
}

export async function changeStage(
  ctx: AppContext,
  id: string,
  staff: Viewer,
  { stage, notifyCandidate }: z.output<typeof stageChangeSchema>,
) {
  const row = await findApplication(ctx.db, id);
  if (!row) throw missing();
  if (row.application.stage === stage) throw badRequest('The application is already at this stage.', 'stage');
  let moved: boolean;
  try {
    moved = await moveApplicationStage(ctx, row, { changedBy: staff.id, stage, notifyCandidate });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(reappliedMessage);
    throw err;
  }
  if (!moved) throw conflict('The stage of this application changed meanwhile. Please reload it and try again.');
  return getApplicationDetail(ctx, id);
}

/**
 * The one way an application changes stage on someone's behalf (staff, or a client's decision on a
 * shortlist): recorded in its history, the candidate mailed when asked. False, and nothing changed,
 * when its stage is no longer the one read (a concurrent change won).
 */
export async function moveApplicationStage(
  ctx: AppContext,
  row: Pick<ApplicationRead, 'application' | 'job'>,
  change: { changedBy: string; stage: ApplicationStage; notifyCandidate: boolean },
) {
  const { application: a } = row;
  // The mail in the change's transaction: sent once the move is stored, never for a move that failed.
  return ctx.db.transaction(async (tx) => {
    const moved = await recordStageChange(
      tx,
      {
        applicationId: a.id,
        fromStage: a.stage,
        toStage: change.stage,
        changedBy: change.changedBy,
        candidateEmailed: change.notifyCandidate,
      },
      // Taken up again: the application counts as the candidate's one for its opening once more.
      { reapplyAllowed: false },
    );
    if (moved && change.notifyCandidate) {
      await ctx.mailer.queueIn(tx, {
        to: a.email,
        ...mails.stageChanged(
          a.name,
          row.job?.title ?? 'your general application',
          change.stage,
          new URL('/my-applications', ctx.config.PUBLIC_URL).toString(),
        ),
      });
    }
    return moved;
  });
}

const reappliedMessage =
  'The candidate has applied to this job again since: please work on the new application instead.';

/** "Allow to apply again": a withdrawn application to an opening stops blocking a new one. */
export async function allowToApplyAgain(ctx: AppContext, id: string) {
  if (!(await allowReapply(ctx.db, id))) {
    const row = await findApplication(ctx.db, id);
    if (!row) throw missing();
    const a = row.application;
    if (a.stage !== 'Withdrawn') throw conflict('Only a withdrawn application can be reopened for a new one.');
    if (!a.jobOpeningId)
      throw conflict('A general application needs no reopening: the candidate can send a new one at any time.');
    throw conflict('The candidate may already apply to this job again.');
  }
  return getApplicationDetail(ctx, id);
}

export async function addStaffNote(ctx: AppContext, id: string, staff: Viewer, note: z.output<typeof staffNoteSchema>) {
  if (!(await findApplication(ctx.db, id))) throw missing();
  await insertStaffNote(ctx.db, { applicationId: id, authorId: staff.id, body: note.body });
  return getApplicationDetail(ctx, id);
}

/**
 * The worker has departed (the deployment's departure step is done): an Offered application becomes
 * Deployed, the pipeline's last stage and the welfare officer's scope. In the step's transaction; no
 * mail (the worker is on the plane). An application already moved on is left as it is.
 */
export function markDeparted(tx: Database, applicationId: string, changedBy: string) {
  return recordStageChange(tx, {
    applicationId,
    fromStage: 'Offered',
    toStage: 'Deployed',
    changedBy,
    candidateEmailed: false,
  });
}
