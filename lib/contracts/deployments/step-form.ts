// Without zod: the edge server, the route handler and the My Applications page import this.

/**
 * Where a deployment step's form posts on My Applications: a plain multipart HTML form (it works on a
 * phone without any script), answered upstream by the website, which sends the browser back.
 */
export const stepForm = {
  path: '/api/deployment-steps/form',
  /** The application and the step (hidden); the evidence fields are named by evidenceField(label). */
  fields: { applicationId: 'applicationId', step: 'step', file: 'file' },
  /** Where My Applications' deployment section starts (the browser comes back to it). */
  anchor: 'deployment',
  /** Said when a step is done. */
  done: (label: string) => `Thank you: ${label} is done.`,
} as const;
