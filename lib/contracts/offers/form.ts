// Without zod: the edge server and the My Applications page import this.

/**
 * Where an offer's Accept and Decline forms post, as plain HTML forms (they work on a phone without
 * any script): the website answers them upstream and sends the browser back to My Applications.
 */
export const offerAnswerForm = {
  path: '/api/offers/answer',
  /** The offer's id (hidden), the pressed button's answer, the typed full name, the decline reason. */
  fields: { id: 'id', answer: 'answer', fullName: 'fullName', reason: 'reason' },
  answers: { accept: 'accept', decline: 'decline' },
} as const;
