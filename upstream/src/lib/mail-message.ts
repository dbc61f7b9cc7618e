/** One mail as the product writes it: kept in the outbox table until delivered (plugins/mail.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, logged in outbox mode so a developer can follow it. */
  link?: string;
  /** Extra headers (List-Unsubscribe of the job alerts). */
  headers?: Record<string, string>;
  /** A calendar invite (interviews): nodemailer adds it as the text/calendar alternative and attachment. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename?: string; content: string };
}
