import { storedValuesOf } from '@contracts/core/define-fields';
import { employerProfileRules, profileFields, type ProfileUpdateData } from '@contracts/users/profile';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { lookupExists, lookupTables } from '../lookups';
import { findOwnUpload } from '../uploads';
import { presentUser } from './present';
import { findUserWithBusinessType, updateUser } from './repository';

export async function getProfile(ctx: AppContext, userId: string) {
  const row = await findUserWithBusinessType(ctx.db, userId);
  if (!row) throw notFound('This account no longer exists.');
  return presentUser(row.user, row.businessType);
}

/** The employer's rule the route's schema cannot apply (it does not know who calls): each problem by field. */
function employerProblems(payload: ProfileUpdateData): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(employerProfileRules)) {
    const result = rule.safeParse(payload[field as keyof typeof employerProfileRules]);
    if (!result.success) problems[field] = result.error.issues[0]!.message;
  }
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

  // The picture is changed only when sent; the company fields only for employers.
  const { companyName, businessTypeId, ...own } = storedValuesOf(profileFields, payload);
  await updateUser(ctx.db, viewer.id, {
    ...own,
    ...(payload.image !== undefined ? { image: payload.image } : {}),
    ...(isEmployer ? { companyName: companyName ?? '', businessTypeId: businessTypeId ?? null } : {}),
  });
  return { data: await getProfile(ctx, viewer.id), message: 'Profile updated successfully!' };
}
