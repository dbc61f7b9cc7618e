import { employerProfileUpdateSchema, profileUpdateSchema } from '@contracts/profile';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http-error';
import { validate } from '../../lib/validate';
import type { Viewer } from '../../types';
import { lookupExists } from '../lookups/repository';
import { lookupTables } from '../lookups/tables';
import { findOwnUpload } from '../uploads/repository';
import { presentUser } from './present';
import { findUserWithBusinessType, updateUser } from './repository';

export async function getProfile(ctx: AppContext, userId: string) {
  const row = await findUserWithBusinessType(ctx.db, userId);
  if (!row) throw notFound('This account no longer exists.');
  return presentUser(row.user, row.businessType);
}

/** Employers must keep a company name and business type; candidates' company fields are ignored. */
export async function updateProfile(ctx: AppContext, viewer: Viewer, body: unknown) {
  const isEmployer = viewer.userType === 'Employer';
  const payload = validate(isEmployer ? employerProfileUpdateSchema : profileUpdateSchema, body);

  if (payload.image && !(await findOwnUpload(ctx.db, viewer.id, payload.image, 'image'))) {
    throw badRequest('Please upload the picture again.', 'image');
  }
  const businessType = isEmployer ? payload.businessType : undefined;
  if (businessType && !(await lookupExists(ctx.db, lookupTables['business-type'], businessType))) {
    throw badRequest('Business type is required', 'businessType');
  }

  await updateUser(ctx.db, viewer.id, {
    name: payload.name,
    phone: payload.phone,
    country: payload.country,
    ...(payload.image !== undefined ? { image: payload.image } : {}),
    ...(isEmployer ? { companyName: payload.companyName ?? '', businessTypeId: businessType ?? null } : {}),
  });
  return { data: await getProfile(ctx, viewer.id), message: 'Profile updated successfully!' };
}
