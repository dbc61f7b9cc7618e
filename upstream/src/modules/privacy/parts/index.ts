import { accountPart } from './account';
import { agencyAccessPart } from './agency-access';
import { applicationsPart } from './applications';
import { candidateProfilePart } from './candidate-profile';
import { consentsPart } from './consents';
import { contactMessagesPart } from './contact-messages';
import { outboxMailsPart } from './outbox-mails';
import { textMessagesPart } from './text-messages';
import { deploymentDocumentsPart } from './deployment-documents';
import { deploymentsPart } from './deployments';
import { welfarePart } from './welfare';
import { inquiriesPart } from './inquiries';
import { interviewsPart } from './interviews';
import { jobAlertsPart } from './job-alerts';
import { offersPart } from './offers';
import { clientPortalPart } from './client-portal';
import { presentedToEmployersPart } from './presented-to-employers';
import { shareRequestsPart } from './share-requests';
import type { PrivacyPart } from './part';
import { testimonialsPart } from './testimonials';
import { uploadsPart } from './uploads';

export type { PersonalFile, PrivacyPart } from './part';

/**
 * Every kind of personal data, in erasure order: what refers to uploads before the uploads, the
 * account last (the others find the person through it). The export and the erasure both walk this
 * list: a feature that stores personal data adds its part here.
 */
export const privacyParts: PrivacyPart[] = [
  consentsPart,
  deploymentDocumentsPart,
  deploymentsPart,
  welfarePart,
  presentedToEmployersPart,
  shareRequestsPart,
  offersPart,
  interviewsPart,
  applicationsPart,
  candidateProfilePart,
  testimonialsPart,
  inquiriesPart,
  contactMessagesPart,
  outboxMailsPart,
  textMessagesPart,
  jobAlertsPart,
  clientPortalPart,
  uploadsPart,
  // Read, never erased: the record of access outlives the account (parts/agency-access.ts).
  agencyAccessPart,
  accountPart,
];
