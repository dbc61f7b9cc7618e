import { checkInTexts, type CheckInAnswer } from '@contracts/welfare/check-in-texts';
import type { Database } from '../../db/client';
import { latestOptInChange, recordOptInChange } from './repository';
import { toE164 } from './phone-number';

/** The words a reply may start with (any case), Filipino HINTO beside STOP. */
const keywords: Record<string, 'stop' | 'start' | 'help'> = {
  STOP: 'stop',
  HINTO: 'stop',
  UNSUBSCRIBE: 'stop',
  START: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  TULONG: 'help',
};

/** What a reply asks for, from its first word; undefined: not one of ours (answered with nothing). */
export function replyKeyword(text: string) {
  const first = text.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return keywords[first];
}

/** The agency's answers (each one SMS segment at most). */
export const replyTexts = {
  stop: 'Bayanihan Gulf Careers: you will get no more SMS from us. Reply START to get them again.',
  start: 'Bayanihan Gulf Careers: SMS are on again. Reply STOP to stop them.',
  help: (contact: string) => `Bayanihan Gulf Careers: write to ${contact}. Reply STOP to stop SMS, START to resume.`,
  checkInFine: `Bayanihan Gulf Careers: ${checkInTexts.thanksFine}`,
  checkInHelp: `Bayanihan Gulf Careers: ${checkInTexts.thanksHelp}`,
  noCheckIn: (contact: string) =>
    `Bayanihan Gulf Careers: no check-in is waiting for your answer. If you need help, write to ${contact}.`,
};

/** The same answers on WhatsApp, where STOP, START and HELP name that channel. */
export const whatsappReplyTexts: typeof replyTexts = {
  ...replyTexts,
  stop: 'Bayanihan Gulf Careers: you will get no more WhatsApp messages from us. Reply START to get them again.',
  start: 'Bayanihan Gulf Careers: WhatsApp messages are on again. Reply STOP to stop them.',
  help: (contact: string) =>
    `Bayanihan Gulf Careers: write to ${contact}. Reply STOP to stop WhatsApp messages, START to resume.`,
};

/** The welfare check-in's reply answers: '1' fine, '2' help ('1.' and spaces too). */
const checkInReplies: Record<string, CheckInAnswer> = { '1': 'fine', '2': 'help' };

/** Answers the worker's open check-in (welfare's, injected: welfare queues its texts here); false when none. */
export type AnswerCheckInByText = (
  ctx: { db: Database },
  reply: { userId: string; answer: CheckInAnswer; now: Date },
) => Promise<boolean>;

/**
 * A reply through a gateway: STOP (or HINTO) stops that channel to the number before its next message,
 * START resumes it, HELP gets the agency's contact, 1 or 2 answers the sender's open welfare check-in.
 * Answers the text to send back ('' for none).
 */
export async function answerReply(
  db: Database,
  reply: { from: string; text: string; agencyContact: string; now: Date; channel?: 'sms' | 'whatsapp' },
  answerCheckIn?: AnswerCheckInByText,
): Promise<string> {
  const channel = reply.channel ?? 'sms';
  const texts = channel === 'sms' ? replyTexts : whatsappReplyTexts;
  const keyword = replyKeyword(reply.text);
  const phoneNumber = toE164(reply.from);
  const checkIn = checkInReplies[reply.text.trim().replace(/\.$/, '')];
  if (checkIn && answerCheckIn) {
    const userId = phoneNumber && (await latestOptInChange(db, phoneNumber, channel))?.userId;
    const answered = userId ? await answerCheckIn({ db }, { userId, answer: checkIn, now: reply.now }) : false;
    if (!answered) return texts.noCheckIn(reply.agencyContact);
    return checkIn === 'fine' ? texts.checkInFine : texts.checkInHelp;
  }
  if (!keyword || !phoneNumber) return '';
  if (keyword === 'help') return texts.help(reply.agencyContact);
  // The account that gave the number: the change appears in that person's data export.
  const last = await latestOptInChange(db, phoneNumber, channel);
  await recordOptInChange(db, {
    userId: last?.userId ?? null,
    phoneNumber,
    channel,
    choice: keyword === 'stop' ? 'opt-out' : 'opt-in',
    wording: reply.text.trim().slice(0, 160),
    source: channel === 'sms' ? 'sms-reply' : 'whatsapp-reply',
    createdAt: reply.now,
  });
  return texts[keyword];
}
