import type { FastifyRequest } from 'fastify';
import {
  documentUploadFieldsSchema,
  readinessOf,
  type Checklist,
  type ChecklistItem,
  type documentTypeInputSchema,
} from '@contracts/deployments/documents';
import { earliestTodayIso } from '@contracts/core/fields';
import {
  departureDateOf,
  earliestValidPassportExpiry,
  passportValidLongEnough,
} from '@contracts/applications/passport-validity';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { documentMails } from '../mail';
import { insertUpload, receiveFile, uploadRoutes } from '../uploads';
import {
  findApplicationForDocuments,
  findDocumentType,
  insertDocumentType,
  listApplicationDocuments,
  listDocumentTypes,
  replaceDocumentFile,
  reviewDocument,
  setPlannedDepartureDate,
  updateDocumentType,
  type DocumentsApplication,
  type DocumentTypeRow,
} from './repository';
import { hasChecklist, passportValidityMonths, storeEveryReadiness, storeReadinessOf } from '../applications';
import { refreshDueDates } from './steps-repository';

const noApplication = () => notFound('No such application.');
const noDocument = () => notFound('No such document.');

export const presentDocumentType = (t: DocumentTypeRow) => ({
  _id: t.id,
  name: t.name,
  description: t.description,
  isRequired: t.isRequired,
  sortingOrder: t.sortingOrder,
  isActive: t.isActive,
  isPassport: t.isPassport,
});

/** An application's checklist: every active document type with its current file and status, and the passport rule. */
export async function buildChecklist(
  ctx: Pick<AppContext, 'db'>,
  application: DocumentsApplication,
): Promise<Checklist> {
  const [types, documents, months] = await Promise.all([
    listDocumentTypes(ctx.db, { activeOnly: true }),
    listApplicationDocuments(ctx.db, application.id),
    passportValidityMonths(ctx),
  ]);
  const byType = new Map(documents.map((row) => [row.document.documentTypeId, row]));
  const items: ChecklistItem[] = types.map((type) => {
    const row = byType.get(type.id);
    return {
      type: {
        _id: type.id,
        name: type.name,
        description: type.description,
        isRequired: type.isRequired,
        isPassport: type.isPassport,
      },
      status: row ? row.document.status : 'Missing',
      rejectionReason: row?.document.status === 'Rejected' ? row.document.rejectionReason : null,
      file: row ? { ...row.file, uploadedAt: row.file.uploadedAt.toISOString() } : null,
      passportExpiry: row?.document.passportExpiry ?? null,
    };
  });
  const renewed = items.find((item) => item.type.isPassport && item.passportExpiry)?.passportExpiry;
  const expiry = renewed ?? application.passportExpiry;
  const departureDate = departureDateOf(application);
  const ok = passportValidLongEnough(expiry, departureDate, months);
  const missing = items.filter((item) => item.type.isRequired && item.status !== 'Verified').length;
  return {
    application: {
      _id: application.id,
      jobTitle:
        application.jobTitle ??
        (application.appliedFor ? `${application.appliedFor} (general application)` : 'General application'),
      stage: application.stage,
      plannedDepartureDate: application.plannedDepartureDate,
    },
    items,
    passport: {
      months,
      departureDate,
      departureFrom: application.plannedDepartureDate ? 'planned' : 'availableToStart',
      expiry,
      earliestValidExpiry: earliestValidPassportExpiry(departureDate, months),
      ok,
    },
    readiness: readinessOf(missing, ok),
  };
}

/** The candidate's own application at Offered or Deployed; anything else is told it does not exist. */
async function ownApplicationWithChecklist(ctx: Pick<AppContext, 'db'>, applicationId: string, viewer: Viewer) {
  const application = await findApplicationForDocuments(ctx.db, applicationId);
  if (!application || application.userId !== viewer.id || !hasChecklist(application.stage)) throw noApplication();
  return application;
}

export async function candidateChecklist(ctx: AppContext, applicationId: string, viewer: Viewer) {
  return buildChecklist(ctx, await ownApplicationWithChecklist(ctx, applicationId, viewer));
}

/**
 * Stores one document's file for the candidate's application: the fields are checked before the file
 * is read, the file by its magic bytes (photos re-encoded, metadata dropped), privately. It replaces
 * the current file (removed from storage) and waits for review again.
 */
export async function uploadDocument(ctx: AppContext, request: FastifyRequest, viewer: Viewer) {
  let fields: z.output<typeof documentUploadFieldsSchema> | undefined;
  let application: DocumentsApplication | undefined;
  let type: DocumentTypeRow | undefined;
  const route = uploadRoutes.deploymentDocument;
  const file = await receiveFile(ctx, request, route, async (raw) => {
    const parsed = documentUploadFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.message, String(issue.path[0] ?? route.field));
    }
    fields = parsed.data;
    application = await ownApplicationWithChecklist(ctx, fields.applicationId, viewer);
    type = await findDocumentType(ctx.db, fields.documentTypeId);
    if (!type?.isActive) throw noDocument();
    if (fields.passportExpiry && !type.isPassport) {
      throw badRequest('Only the passport takes an expiry date.', 'passportExpiry');
    }
    if (fields.passportExpiry && fields.passportExpiry <= earliestTodayIso()) {
      throw badRequest('This passport has expired: please give the expiry date of a valid passport.', 'passportExpiry');
    }
  });
  if (!fields || !application || !type) throw badRequest('Please send the document fields before the file.');

  let replaced: string | undefined;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      const upload = await insertUpload(tx, {
        fileName: file.fileName,
        ownerId: viewer.id,
        kind: 'document',
        visibility: 'private',
        mimeType: file.mime,
        sizeBytes: file.sizeBytes,
        originalName: file.originalName,
      });
      const old = await replaceDocumentFile(tx, {
        applicationId: application!.id,
        documentTypeId: type!.id,
        uploadId: upload.id,
        passportExpiry: fields!.passportExpiry ?? null,
      });
      await storeReadinessOf(tx, application!.id);
      return old;
    });
  } catch (err) {
    await ctx.storage.private.delete(file.fileName).catch(() => undefined);
    throw err;
  }
  if (replaced) await ctx.storage.private.delete(replaced).catch(() => undefined);
  const checklist = await buildChecklist(ctx, application);
  return checklist.items.find((item) => item.type._id === type!.id)!;
}

async function staffApplication(ctx: Pick<AppContext, 'db'>, id: string) {
  const application = await findApplicationForDocuments(ctx.db, id);
  if (!application) throw noApplication();
  return application;
}

export async function staffChecklist(ctx: AppContext, id: string) {
  return buildChecklist(ctx, await staffApplication(ctx, id));
}

/** Staff verify or reject the file they looked at; rejecting mails the candidate the reason and a link. */
export async function reviewApplicationDocument(
  ctx: AppContext,
  key: { id: string; documentTypeId: string; file: string },
  staff: Viewer,
  verdict: { status: 'Verified' } | { status: 'Rejected'; reason: string },
) {
  const application = await staffApplication(ctx, key.id);
  const type = await findDocumentType(ctx.db, key.documentTypeId);
  if (!type) throw noDocument();
  // The verdict and its message in one transaction: a stored rejection always reaches the candidate.
  const reviewed = await ctx.db.transaction(async (tx) => {
    const done = await reviewDocument(
      tx,
      { applicationId: application.id, documentTypeId: type.id, fileName: key.file },
      {
        status: verdict.status,
        rejectionReason: verdict.status === 'Rejected' ? verdict.reason : null,
        reviewedBy: staff.id,
      },
    );
    if (!done) return false;
    await storeReadinessOf(tx, application.id);
    if (verdict.status === 'Rejected') {
      const url = new URL(`/my-applications/${application.id}/documents`, ctx.config.PUBLIC_URL).toString();
      const mail = documentMails.documentRejected(application.name, type.name, verdict.reason, url);
      await ctx.messenger.queueToAccount(tx, 'documentRejected', {
        userId: application.userId,
        mail: { to: application.email, ...mail },
        // The documents page's address is too long for one SMS: the list of applications leads to it.
        params: { document: type.name, link: new URL('/my-applications', ctx.config.PUBLIC_URL).toString() },
      });
    }
    return true;
  });
  if (!reviewed) {
    throw conflict(
      'This is no longer the current file of this document: the candidate uploaded another. Please review the new one.',
    );
  }
  return buildChecklist(ctx, application);
}

export async function changeDepartureDate(ctx: AppContext, id: string, date: string | null) {
  await staffApplication(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await setPlannedDepartureDate(tx, id, date);
    // The deployment's step due dates follow the departure (lib/shared/deadlines.ts's stepDue).
    await refreshDueDates(tx, id, date);
  });
  await storeReadinessOf(ctx.db, id);
  return staffChecklist(ctx, id);
}

const nameTaken = () => conflict('A document with this name already exists.');

export async function createDocumentType(ctx: AppContext, input: z.output<typeof documentTypeInputSchema>) {
  try {
    const row = await insertDocumentType(ctx.db, input);
    await storeEveryReadiness(ctx.db);
    return presentDocumentType(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function editDocumentType(ctx: AppContext, id: string, input: z.output<typeof documentTypeInputSchema>) {
  try {
    const row = await updateDocumentType(ctx.db, id, input);
    if (!row) throw notFound('No such document type.');
    await storeEveryReadiness(ctx.db);
    return presentDocumentType(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
