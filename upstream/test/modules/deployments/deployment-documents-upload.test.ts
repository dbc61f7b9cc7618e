import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationDocuments, uploads } from '../../../src/db/schema';
import { sampleHtml, samplePdf } from '../../helpers/files';
import { gpsExif, phonePhoto } from '../../helpers/phone-photo.mjs';
import { deploymentDocumentsWorld } from './deployment-documents-world';

const {
  ctx,
  staff,
  ana,
  ben,
  employer,
  anasApplication,
  inject,
  setStage,
  upload,
  typeNamed,
  checklist,
  itemOf,
  privateFiles,
  close,
} = await deploymentDocumentsWorld();
afterAll(close);

describe('the candidate’s checklist', () => {
  it('does not exist before the application is Offered', async () => {
    const res = await inject('GET', `/api/my-applications/${anasApplication}/documents`, ana);
    expect(res.statusCode).toBe(404);
    const early = await upload(ana, { applicationId: anasApplication, documentTypeId: typeNamed('NBI') });
    expect(early.statusCode).toBe(404);
  });

  it('lists every document as Missing once Offered, with the passport rule', async () => {
    expect((await setStage(anasApplication, 'Offered')).statusCode).toBe(200);
    const list = await checklist();
    expect(list.items).toHaveLength(6);
    expect(list.items.every((i) => i.status === 'Missing' && i.file === null)).toBe(true);
    expect(list.readiness).toEqual({ state: 'missing', missing: 6 });
    expect(list.passport).toMatchObject({ months: 6, departureFrom: 'availableToStart', ok: true });
  });

  it('answers another candidate 404, an employer 403, a visitor 401, staff 403 and a bad id 400', async () => {
    const url = `/api/my-applications/${anasApplication}/documents`;
    expect((await inject('GET', url, ben)).statusCode).toBe(404);
    expect((await inject('GET', url, employer)).statusCode).toBe(403);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, staff)).statusCode).toBe(403);
    expect((await inject('GET', '/api/my-applications/%27%20or%201=1/documents', ana)).statusCode).toBe(400);
    expect((await inject('GET', `/api/my-applications/${crypto.randomUUID()}/documents`, ana)).statusCode).toBe(404);
  });
});

describe('uploading a document', () => {
  it('stores a PDF privately, readable by its owner and staff only', async () => {
    const res = await upload(ana, { applicationId: anasApplication, documentTypeId: typeNamed('NBI') });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ status: 'Uploaded', rejectionReason: null, file: { mimeType: 'application/pdf' } });
    expect(await privateFiles()).toContain(item.file.path);
    const file = `/api/files/${item.file.path}`;
    expect((await inject('GET', file, ana)).rawPayload.equals(samplePdf)).toBe(true);
    expect((await inject('GET', file, staff)).statusCode).toBe(200);
    expect((await inject('GET', file, ben)).statusCode).toBe(404);
    expect((await inject('GET', file, employer)).statusCode).toBe(404);
    expect((await inject('GET', file)).statusCode).toBe(401);
    expect((await inject('GET', `/api/uploads/${item.file.path}`)).statusCode).toBe(404);
  });

  it('re-encodes a phone photo as private WebP without its EXIF and GPS', async () => {
    const photo = await phonePhoto();
    const res = await upload(
      ana,
      { applicationId: anasApplication, documentTypeId: typeNamed('Photo') },
      photo,
      'IMG_1.jpg',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { file } = res.json().data;
    expect(file.path).toMatch(/\.webp$/);
    const bytes = (await inject('GET', `/api/files/${file.path}`, ana)).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(gpsExif.IFD0.Make)).toBe(false);
    expect(await readdir(ctx.config.paths.publicUploads).catch(() => [])).not.toContain(file.path);
  }, 30_000);

  it('refuses by magic bytes, size, fields and ownership, storing nothing', async () => {
    const before = await privateFiles();
    const fields = { applicationId: anasApplication, documentTypeId: typeNamed('Medical') };
    const disguised = await upload(ana, fields, sampleHtml, 'medical.pdf');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toMatch(/PDF files or photos/);
    const huge = await upload(ana, fields, Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024 + 10)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/10 MB/);
    expect((await upload(ana, { documentTypeId: fields.documentTypeId })).statusCode).toBe(400);
    expect((await upload(ana, { ...fields, applicationId: 'nope' })).statusCode).toBe(400);
    expect((await upload(ana, { ...fields, documentTypeId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await upload(ben, fields)).statusCode).toBe(404);
    expect((await upload(employer, fields)).statusCode).toBe(403);
    expect((await upload(undefined, fields)).statusCode).toBe(401);
    const expiryOnMedical = await upload(ana, { ...fields, passportExpiry: '2031-01-01' });
    expect(expiryOnMedical.statusCode).toBe(400);
    const badDate = await upload(ana, {
      ...fields,
      documentTypeId: typeNamed('Passport'),
      passportExpiry: '2031-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const expired = await upload(ana, {
      ...fields,
      documentTypeId: typeNamed('Passport'),
      passportExpiry: '2020-01-01',
    });
    expect(expired.statusCode).toBe(400);
    expect(await privateFiles()).toEqual(before);
    expect((await itemOf('Medical')).status).toBe('Missing');
  });

  it('replaces the previous file on re-upload, removing it from storage', async () => {
    const fields = { applicationId: anasApplication, documentTypeId: typeNamed('PSA') };
    const first = (await upload(ana, fields)).json().data.file.path;
    const second = (await upload(ana, fields)).json().data.file.path;
    expect(second).not.toBe(first);
    const files = await privateFiles();
    expect(files).toContain(second);
    expect(files).not.toContain(first);
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, first))).toHaveLength(0);
    expect((await inject('GET', `/api/files/${first}`, ana)).statusCode).toBe(404);
  });

  it('keeps one current file and no orphan when uploads of one document race', async () => {
    const fields = { applicationId: anasApplication, documentTypeId: typeNamed('Diploma') };
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(ana, fields)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await ctx.app.db
      .select({ file: uploads.fileName })
      .from(applicationDocuments)
      .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
      .where(
        and(
          eq(applicationDocuments.applicationId, anasApplication),
          eq(applicationDocuments.documentTypeId, fields.documentTypeId),
        ),
      );
    expect(rows).toHaveLength(1);
    const answered = results.map((r) => r.json().data.file.path as string);
    const files = await privateFiles();
    expect([...new Set(answered.filter((name) => files.includes(name)))]).toEqual([rows[0]!.file]);
    const documentUploads = await ctx.app.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(and(eq(uploads.ownerId, ana.id), eq(uploads.kind, 'document')));
    const current = (await checklist()).items.flatMap((i) => (i.file ? [i.file.path] : []));
    expect(documentUploads.map((u) => u.fileName).sort()).toEqual(current.sort());
  });
});
