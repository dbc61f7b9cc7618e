// Without zod: the upstream's mails about a step read this; the pages say the same in their own words.

/** Where whoever acts on a step does it: the worker on My Applications, the employer on the portal's hire page. */
export const stepActionPaths = {
  candidate: '/my-applications',
  employer: (applicationId: string) => `/employer/hires/${applicationId}`,
} as const;

/**
 * The message when staff reject a step's evidence (issue 43): the step, the reason and the link to where
 * it is done again. The reason is one line (stepReasonSchema refuses control characters), so it is safe in a mail.
 */
export const stepRejectedTexts = {
  /** To the worker, by first name. */
  candidate: (name: string, step: string, reason: string, url: string) => ({
    subject: `${step}: please send it again`,
    lines: [
      `Hello ${name},`,
      `We checked what you sent for "${step}" and need it again.`,
      `The reason: ${reason}`,
      'Please open My Applications and complete this step again.',
    ],
    action: { label: 'Open my applications', url },
  }),
  /** To the employer's contacts, with the worker's short name (the portal's). */
  employer: (step: string, worker: string, reason: string, url: string) => ({
    subject: `${step} for ${worker}: please send it again`,
    lines: [
      'Hello,',
      `We checked what you sent for "${step}" for ${worker} and need it again.`,
      `The reason: ${reason}`,
      'Please open the hire in the employer portal and complete this step again.',
    ],
    action: { label: 'Open the hire', url },
  }),
} as const;
