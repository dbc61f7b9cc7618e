import { applicantInScope, candidateInScope } from './modules/applications';
import { applicationOfDocument } from './modules/deployments';
import type { StaffFileSubject } from './modules/uploads';
import { staffScopeOf } from './lib/staff-scope';

/**
 * Whose personal data a private file is, for a staff member who did not upload it, or null when it is
 * outside their scope (answered 404 as a missing file; issue 42). Resumes and videos are the candidate's:
 * within reach of whoever searches the talent pool (every candidate) or has one of their applications
 * in scope. Documents (passports, medical results, permits, tickets) are the worker's whose application
 * they belong to, within the passports duty's reach; a document belonging to none is its uploader's alone.
 */
export const staffFileSubject: StaffFileSubject = async (db, upload, viewer) => {
  if (upload.kind === 'document') {
    const applicationId = await applicationOfDocument(db, upload);
    if (!applicationId) return null;
    return applicantInScope(db, applicationId, staffScopeOf(viewer, { permission: 'passports' }));
  }
  const pool = staffScopeOf(viewer, { permission: 'talent-pool' });
  const candidate = upload.ownerId;
  if (!candidate) return null;
  if (pool.all || pool.owned) return candidate;
  const applications = staffScopeOf(viewer, { permission: ['applications', 'hiring'] });
  return (await candidateInScope(db, candidate, applications)) ? candidate : null;
};
