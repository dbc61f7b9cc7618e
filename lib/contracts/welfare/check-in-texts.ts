// Without zod: the check-in page, the upstream's mail and (later) its SMS and WhatsApp messages read this.

/**
 * The worker's check-in before each welfare report (issue 43): the message that carries the link, the
 * page's words and the plain form it posts. Declared once, so every channel says the same.
 */
export const checkInTexts = {
  /** The message with the link, in every channel: a subject line and short lines that fit a text message. */
  message: (firstName: string, dueOn: string, url: string) => ({
    subject: 'How is your work? A quick check-in from your agency',
    lines: [
      `Hello ${firstName},`,
      `How is your work? Please tell us before ${dueOn}: open the link and choose "I'm fine" or "I need help".`,
      'No sign-in is needed. Only you have this link: do not share it.',
    ],
    action: { label: 'Answer the check-in', url },
  }),
  question: 'How is your work?',
  fine: "I'm fine",
  help: 'I need help',
  noteLabel: 'Anything you want to tell us (optional)',
  submit: 'Send my answer',
  thanksFine: 'Thank you. We have your answer: you are fine.',
  thanksHelp: 'Thank you. Our welfare officer will contact you within 5 working days, sooner if we can.',
  alreadyAnswered: 'This check-in was already answered. Thank you.',
  expired: 'This check-in link has expired. If you need help, call or write to the agency.',
  missing: 'This check-in link is not valid. Open the link from your latest mail.',
  chooseAnswer: 'Please choose "I\'m fine" or "I need help".',
  noteTooLong: 'Please keep your note under 1,000 characters.',
  noteControl: 'Please remove tabs and other control characters from your note.',
} as const;

/** Where the check-in page's plain form posts; the website answers it upstream and sends the browser back. */
export const checkInForm = {
  path: '/api/check-ins/answer',
  fields: { token: 'token', answer: 'answer', note: 'note' },
  answers: { fine: 'fine', help: 'help' },
  noticeParam: 'notice',
} as const;

export const checkInAnswers = ['fine', 'help'] as const;
export type CheckInAnswer = (typeof checkInAnswers)[number];

/** A check-in token as the mail carries it: 32 random bytes, base64url. Anything else is not one of ours. */
export const checkInTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The page of a check-in link. */
export const checkInPath = (token: string) => `/check-in/${token}`;

/** Where the employer portal's plain form for an incident on a hire posts (the website answers it upstream). */
export const employerIncidentForm = {
  path: '/api/welfare/employer-incident',
  fields: { applicationId: 'applicationId', kind: 'kind', description: 'description' },
  opened: (dueOn: string) => `Thank you. The incident is logged; our welfare officer reports it by ${dueOn}.`,
} as const;
