// Without zod: the edge server and the My Applications page import this.

/**
 * Where a share request's Yes and No buttons post, as a plain HTML form (it works on a phone before,
 * or without, any script): the website answers it and sends the browser back to My Applications.
 */
export const shareRequestForm = {
  path: '/api/share-requests/answer',
  /** The request's id (hidden) and the pressed button's answer. */
  fields: { id: 'id', answer: 'answer' },
  /** My Applications' parameter carrying the sealed outcome to show. */
  noticeParam: 'notice',
} as const;
