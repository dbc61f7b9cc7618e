import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail-message';

/** A WhatsApp template message: the approved template's name, language and body parameters. */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  parameters: string[];
}

/** What a text queue stores for one message: the channel's own fields and what to send when it cannot go. */
export interface QueuedText {
  userId?: string | null;
  channel?: 'sms' | 'whatsapp';
  kind?: string | null;
  toNumber: string;
  body: string;
  template?: (WhatsAppTemplate & { smsText?: string }) | null;
  /** None when the mail went beside the text (a `mailToo` kind). */
  fallbackMail: MailMessage | null;
  /** Not handed over before this (quiet hours); now when absent. */
  notBefore?: Date;
}

export interface TextQueue {
  queueIn(tx: Database, message: QueuedText): Promise<unknown>;
}
