import { afterAll, describe, expect, it } from 'vitest';
import { documentTypeSchema } from '@contracts/deployments/documents';
import { deploymentDocumentsWorld } from './deployment-documents-world';

const { ana, anasApplication, types, staff, inject, setStage, checklist, close } = await deploymentDocumentsWorld();
afterAll(close);

describe('the document types', () => {
  it('start as the six documents of UAE hospitality deployment, in order, the passport marked', async () => {
    expect(types.map((t) => documentTypeSchema.parse(t).name)).toEqual([
      'Passport',
      'NBI clearance',
      'Medical certificate',
      'PSA birth certificate',
      'Diploma or TESDA certificate',
      'Photo (2x2, white background)',
    ]);
    expect(types.filter((t) => t.isPassport).map((t) => t.name)).toEqual(['Passport']);
    expect(types.every((t) => t.isRequired)).toBe(true);
  });

  it('staff add, rename, describe, reorder and deactivate them; a duplicate name is a 409', async () => {
    const created = await inject('POST', '/api/admin/document-types', staff, {
      name: 'Police clearance',
      description: 'Only for some employers',
      isRequired: false,
      sortingOrder: 9,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    const renamed = await inject('PUT', `/api/admin/document-types/${id}`, staff, {
      name: 'Barangay clearance',
      description: 'From your barangay hall',
      isRequired: false,
      sortingOrder: 0,
      isActive: true,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Barangay clearance', sortingOrder: 0, isActive: true });
    await setStage(anasApplication, 'Offered');
    expect((await checklist()).items[0]!.type).toMatchObject({ name: 'Barangay clearance', isRequired: false });

    const duplicate = await inject('POST', '/api/admin/document-types', staff, { name: 'Passport' });
    expect(duplicate.statusCode).toBe(409);
    const deactivated = await inject('PUT', `/api/admin/document-types/${id}`, staff, {
      name: 'Barangay clearance',
      isActive: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await checklist()).items.map((i) => i.type.name)).not.toContain('Barangay clearance');
    await setStage(anasApplication, 'Interview');
  });

  it('are staff only, and refuse a bad body', async () => {
    expect((await inject('GET', '/api/admin/document-types', ana)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/document-types')).statusCode).toBe(401);
    const bad = await inject('POST', '/api/admin/document-types', staff, { name: '', isRequired: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await inject('PUT', '/api/admin/document-types/not-an-id', staff, { name: 'X' })).statusCode).toBe(400);
    const unknown = await inject('PUT', `/api/admin/document-types/${crypto.randomUUID()}`, staff, { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });
});
