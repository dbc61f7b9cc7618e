/**
 * The consent texts a candidate agrees to (sign-up, apply, and Yes when asked to be put forward), kept once here with their version.
 * Plain strings and functions, no zod: the public forms import them without pulling zod in.
 * Change a text, bump `consentTextVersion`: each recorded consent names the version it agreed to.
 */
export const consentTextVersion = '2026-11-26.1';

export type ConsentKind = 'signup' | 'application' | 'share';

/** What the texts need from the site settings. */
export interface ConsentTerms {
  /** The agency's name (site settings' agencyLicence), or the company's name until staff enter it. */
  agencyName: string;
  retentionMonths: number;
}

/** Whom an application is shared with: the named employer of the opening, or prospective employers. */
export type ConsentRecipient = { employer: string } | { general: true };

export const consentTexts = {
  signup: ({ agencyName, retentionMonths }: ConsentTerms) =>
    `I agree that ${agencyName} may process the personal data I give here (name, email, phone) to create my account and for recruitment: matching me with job openings with employers in the UAE and contacting me about them. It is kept while I use my account and erased after ${retentionMonths} months without any activity, or when I delete my account.`,
  application: ({ agencyName, retentionMonths }: ConsentTerms, recipient: ConsentRecipient) =>
    `I agree that ${agencyName} may process this application (my details, passport details, resume and video) for recruitment, and share it with ${
      'employer' in recipient
        ? `${recipient.employer}, the employer of this job opening`
        : 'prospective employers in the UAE for positions that match it'
    }. It is kept for ${retentionMonths} months after my last activity, or until I delete my account.`,
  /** A Yes to a share request: this application, this employer, this job order only. */
  share: ({ agencyName }: Pick<ConsentTerms, 'agencyName'>, client: string, position: string) =>
    `I agree that ${agencyName} may share my application with ${client} for the ${position} job order.`,
} as const;

export const consentMessages = {
  required: 'Please agree to the processing of your personal data to continue.',
  privacyLink: 'Read our Privacy Notice',
} as const;

export const privacyPagePath = '/privacy';
