import { companyNameField, idField } from '@contracts/fields';
import type { ProfileUpdateData } from '@contracts/profile';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
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

const businessTypeField = idField('Business type is required');

/** The employer's rule the route's schema cannot apply (it does not know who calls): each problem by field. */
function employerProblems(payload: ProfileUpdateData): Record<string, string> {
  const problems: Record<string, string> = {};
  const companyName = companyNameField.safeParse(payload.companyName);
  if (!companyName.success) problems.companyName = companyName.error.issues[0]!.message;
  if (!businessTypeField.safeParse(payload.businessType).success) problems.businessType = 'Business type is required';
  return problems;
}

/** Employers must keep a company name and business type; candidates' company fields are ignored. */
export async function updateProfile(ctx: AppContext, viewer: Viewer, payload: ProfileUpdateData) {
  const isEmployer = viewer.userType === 'Employer';
  if (isEmployer) {
    const problems = employerProblems(payload);
    const first = Object.values(problems)[0];
    if (first) throw new HttpError(400, first, problems);
  }

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
