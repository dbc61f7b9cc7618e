import { applicationInScope } from './modules/applications';
import { clientInScope } from './modules/clients';
import { invitationInScope } from './modules/interviews';
import { jobOpeningInScope } from './modules/job-openings';
import { shortlistInScope } from './modules/shortlists';
import type { RecordScopes } from './lib/staff-scope';

/** Each scoped record's resolver, from the module that holds the record (the staff area decorates the app with them). */
export const recordScopes: RecordScopes = {
  application: applicationInScope,
  client: clientInScope,
  'job-opening': jobOpeningInScope,
  shortlist: shortlistInScope,
  'interview-invitation': invitationInScope,
};
