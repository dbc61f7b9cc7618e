// Without zod: the edge server and the pages import this.

/** The fields of each time of a proposal, in the order the form shows them. */
export const slotFieldNames = ['start', 'minutes', 'kind', 'meetingLink', 'address', 'guidance'] as const;
export type SlotFieldName = (typeof slotFieldNames)[number];

/**
 * Where the interview forms post, as plain HTML forms (they work on a phone without any script): the
 * website calls the upstream with the session's token and sends the browser back with a sealed notice.
 */
export const interviewForm = {
  paths: {
    book: '/api/interviews/book',
    decline: '/api/interviews/decline',
    propose: '/api/employer-interviews/propose',
    outcome: '/api/employer-interviews/outcome',
    cancel: '/api/employer-interviews/cancel',
  },
  /** Hidden ids, the pressed slot button's value, the note, and the proposal's slot rows (`slot0.start`...). */
  fields: {
    id: 'id',
    slotId: 'slotId',
    note: 'note',
    outcome: 'outcome',
    zone: 'zone',
    shortlistId: 'shortlistId',
    candidateIds: 'candidateIds',
  },
  slotRows: 5,
  slotField: (row: number, name: SlotFieldName) => `slot${row}.${name}`,
  noticeParam: 'notice',
} as const;

/** The My Applications anchor of an invitation, where the browser comes back to. */
export const invitationAnchor = (id: string) => `interview-${id}`;
