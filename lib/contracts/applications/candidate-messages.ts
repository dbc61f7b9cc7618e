/** What the candidate's applications page and its calls say; schema-free, for the page's islands. */
export const myApplicationMessages = {
  withdrawn: 'Your application has been withdrawn.',
  cannotWithdraw: 'This application can no longer be withdrawn.',
  resumeReplaced: 'Your new resume has been saved.',
  videoReplaced: 'Your new video has been saved.',
  cannotReplace: 'Our recruiters are already reviewing this application, so its files can no longer be changed.',
  notYourResume: 'Please upload your new resume first.',
  notYourVideo: 'Please record and upload your new video first.',
  reasonTooLong: 'Reason cannot exceed 500 characters',
  withdrawFailed: 'Your application could not be withdrawn. Please try again.',
  replaceFailed: 'Your new file could not be saved. Please try again.',
} as const;

/** What the candidate is told while an employer looks at them (shortlists), in their words. */
export const employerReviewTexts = {
  reviewing: 'Shortlisted: the employer is reviewing your profile',
  interview: 'The employer would like an interview',
} as const;
export type EmployerReview = keyof typeof employerReviewTexts;
