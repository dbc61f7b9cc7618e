import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Server, type ServerOptions } from '@tus/server';
import { Metadata, type Upload } from '@tus/utils';
import { fileTypeFromBuffer } from 'file-type';
import { resumableUpload, type ResumableUploadKind } from '@contracts/uploads/resumable';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { cleanOriginalName, recordUpload, resumableKinds, tooManyUnused, unusedUploads } from '../uploads';
import { isStoreUnreachable, storageUnavailableMessage } from '../../storage/storage-unavailable';
import { uploadLocker } from './redis-locker';
import { newUploadId, serverKeys, uploadIdPattern, type UploadInfo, type WriteCheck } from './partial-uploads';
import { partialUploadsOf } from './repository';

/** Bytes `file-type` needs to recognise a file by its first bytes. */
const sniffBytes = 4100;
/** A zip's first bytes: a DOCX is told apart from other zips only once the whole archive is there. */
const zipMagic = Buffer.from('504b0304', 'hex');

/** A tus handler error: tus answers `status_code` with `body` as it is. */
const tusError = (status: number, message: string) => ({ status_code: status, body: message });

/** Where a request came from in tus's hooks: srvx wraps Node's request. */
const nodeRequestOf = (req: { runtime?: { node?: { req?: unknown } } }) =>
  req.runtime?.node?.req as IncomingMessage | undefined;

function header(headers: IncomingHttpHeaders, name: string) {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface FinishedUpload {
  /** The stored file's path, as the multipart upload answers it in `data.path`. */
  path: string;
  size: number;
}

/**
 * Resumable uploads (tus 1.0) for candidates' videos and resumes: who may create, resume and see one,
 * what each kind accepts, and what a finished upload becomes (a row in `uploads` and a file in private
 * storage, exactly as the multipart upload leaves them).
 */
export function resumableUploads(ctx: AppContext) {
  const partial = partialUploadsOf(ctx);
  /** Owners of creation requests that passed the checks, for tus's creation hook. */
  const owners = new WeakMap<IncomingMessage, string>();
  /** Finishing uploads, so a HEAD arriving meanwhile (or a second finish) waits for the same result. */
  const finishing = new Map<string, Promise<FinishedUpload>>();

  /** Once the first bytes are in, a file of the wrong type is refused (415) and removed. */
  const checkFirstBytes: WriteCheck = async (id, from, to, readHead) => {
    if (from >= sniffBytes) return;
    const info = await partial.readInfo(id);
    const kind = kindOf(info);
    if (!info || !kind || info.size === undefined) return;
    const needed = Math.min(sniffBytes, info.size);
    if (from >= needed || to < needed) return;
    const head = await readHead(needed);
    const rules = resumableKinds[kind];
    const detected = await fileTypeFromBuffer(head);
    if (detected && rules.types[detected.mime]) return;
    if (kind === 'resume' && head.subarray(0, zipMagic.length).equals(zipMagic)) return;
    await partial.removeUpload(id);
    throw tusError(415, rules.typeMessage);
  };

  /** Checks the finished file's type, stores it under a random name and records it; answers its path. */
  async function finishOnce(id: string): Promise<FinishedUpload> {
    const info = await partial.readInfo(id);
    if (!info) throw notFound('This upload does not exist.');
    const done = info.metadata?.[serverKeys.result];
    if (done) return { path: done, size: info.size ?? 0 };
    const kind = kindOf(info);
    const ownerId = info.metadata?.[serverKeys.owner];
    const size = await partial.receivedBytes(id);
    if (!kind || !ownerId || size === undefined || size !== info.size) {
      throw new HttpError(409, 'This upload is not complete yet.');
    }
    const rules = resumableKinds[kind];
    const detected = await partial.detectType(id);
    const accepted = detected ? rules.types[detected.mime] : undefined;
    if (!accepted) {
      await partial.removeUpload(id);
      throw new HttpError(415, rules.typeMessage);
    }
    const fileName = `${randomUUID()}.${accepted.ext}`;
    await partial.storeAs(id, fileName);
    const originalName = cleanOriginalName(info.metadata?.[resumableUpload.metadata.fileName] ?? '');
    try {
      await recordUpload(ctx, { ...accepted, fileName, sizeBytes: size, originalName }, ownerId, { capUnused: true });
    } catch (err) {
      await partial.removeUpload(id);
      // No row records it: not kept (else the sweep of unrecorded files would remove it later).
      await ctx.storage.private.delete(fileName).catch(() => undefined);
      throw err;
    }
    // The info stays (without its data) until it expires, so a later HEAD still learns the path.
    await partial.writeInfo(id, {
      ...info,
      offset: size,
      metadata: { ...info.metadata, [serverKeys.result]: fileName },
    });
    return { path: fileName, size };
  }

  function finish(id: string) {
    let running = finishing.get(id);
    if (!running) {
      running = finishOnce(id).finally(() => finishing.delete(id));
      finishing.set(id, running);
    }
    return running;
  }

  const options: ServerOptions = {
    path: `/api${resumableUpload.upstreamPath}`,
    locker: uploadLocker(ctx),
    // URLs show the upload's own id; the store may keep it under a prefix (S3's `resumable/`).
    namingFunction: () => partial.tusId(newUploadId()),
    generateUrl: (_req, { path, id }) => `${path}/${partial.urlId(id)}`,
    getFileIdFromRequest: (_req, id) => (id && uploadIdPattern.test(id) ? partial.tusId(id) : undefined),
    maxSize: Math.max(...Object.values(resumableKinds).map((rules) => rules.maxBytes)),
    // Same-origin through the website: no CORS.
    allowedOrigins: () => false,
    async onUploadCreate(req, upload: Upload) {
      const raw = nodeRequestOf(req);
      const owner = raw && owners.get(raw);
      if (!owner) throw tusError(401, 'Please log in to continue.');
      const { kind, fileName, fileType } = resumableUpload.metadata;
      const given = upload.metadata ?? {};
      const metadata: Record<string, string> = { [kind]: given[kind] ?? '', [serverKeys.owner]: owner };
      if (given[fileName]) metadata[fileName] = given[fileName].slice(0, 200);
      if (given[fileType]) metadata[fileType] = given[fileType].slice(0, 100);
      return { metadata };
    },
    async onUploadFinish(_req, upload: Upload) {
      const done = await finish(partial.urlId(upload.id));
      return { headers: { [resumableUpload.resultHeader]: done.path } };
    },
    onResponseError(_req, err) {
      if (err instanceof HttpError) return tusError(err.statusCode, err.message);
      // tus's own calls to the S3 store failed: the store is down, nothing was stored.
      if (isStoreUnreachable(err)) return tusError(503, storageUnavailableMessage);
      return undefined;
    },
  };
  const tus = new Server({ ...options, datastore: partial.datastore(checkFirstBytes, sniffBytes) });

  return {
    /** Passes a request on to tus, which answers it. */
    handle: (req: IncomingMessage, res: Parameters<Server['handle']>[1]) => tus.handle(req, res),

    /**
     * Checks a creation request before tus sees it: the kind, a declared length within its limit, and
     * the account's unused uploads. Marks the request as the viewer's.
     */
    async allowCreation(raw: IncomingMessage, viewer: Viewer) {
      if (header(raw.headers, 'upload-defer-length') !== undefined) {
        throw badRequest('Please send the file’s size in Upload-Length: uploads of unknown size are not accepted.');
      }
      const lengthHeader = header(raw.headers, 'upload-length');
      const length = Number(lengthHeader);
      if (!lengthHeader || !/^\d+$/.test(lengthHeader) || !Number.isSafeInteger(length)) {
        throw badRequest('Please send the file’s size in bytes in Upload-Length.');
      }
      let metadata: Record<string, string | null>;
      try {
        metadata = Metadata.parse(header(raw.headers, 'upload-metadata'));
      } catch {
        throw badRequest('Upload-Metadata is not valid: comma-separated keys, each with a Base64 value.');
      }
      const kind = parseKind(metadata[resumableUpload.metadata.kind]);
      if (!kind) {
        throw badRequest(
          `Please say in Upload-Metadata which kind of file this is: ${resumableUpload.kinds.join(' or ')}.`,
        );
      }
      const rules = resumableKinds[kind];
      if (length === 0) throw badRequest('The file is empty.');
      if (length > rules.maxBytes) throw new HttpError(413, rules.sizeMessage);
      const unused = await unusedUploads(ctx.db, viewer.id);
      if (unused.count >= ctx.config.UPLOADS_UNUSED_MAX) throw tooManyUnused(ctx, unused.oldest);
      // A store that cannot be reached answers 503 now, before tus begins anything.
      await ctx.storage.s3?.bucket.ready();
      owners.set(raw, viewer.id);
    },

    /**
     * The viewer's upload, or 404 (another account's upload is not said to exist). A finished one
     * answers with its stored file; one whose last bytes arrived is finished first.
     */
    async findOwn(id: string, viewer: Viewer): Promise<{ finished?: FinishedUpload }> {
      const missing = notFound('This upload does not exist.');
      if (!uploadIdPattern.test(id)) throw missing;
      const info = await partial.readInfo(id);
      if (!info || info.metadata?.[serverKeys.owner] !== viewer.id) throw missing;
      const running = finishing.get(id);
      if (running) return { finished: await running };
      const done = info.metadata[serverKeys.result];
      if (done) return { finished: { path: done, size: info.size ?? 0 } };
      // All bytes are in but the finish never ran (the process stopped in between): finish now.
      if (info.size !== undefined && (await partial.receivedBytes(id)) === info.size) {
        return { finished: await finish(id) };
      }
      return {};
    },
  };
}

export type ResumableUploads = ReturnType<typeof resumableUploads>;

function parseKind(value: string | null | undefined): ResumableUploadKind | undefined {
  return resumableUpload.kinds.find((kind) => kind === value);
}

function kindOf(info: UploadInfo | undefined) {
  return parseKind(info?.metadata?.[resumableUpload.metadata.kind]);
}

/**
 * Removes resumable uploads begun before `before` (data files and their info, finished or not): an
 * unfinished one can no longer be resumed, and a finished one's file was recorded in `uploads`, which
 * sweeps itself. Answers how many were removed.
 */
export async function sweepResumableUploads(ctx: Pick<AppContext, 'config' | 'storage'>, before: Date) {
  const partial = partialUploadsOf(ctx);
  let removed = 0;
  for (const upload of await partial.listUploads()) {
    if (upload.began >= before) continue;
    await partial.removeUpload(upload.id);
    removed++;
  }
  return removed;
}
