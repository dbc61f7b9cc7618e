// Zod-free: the upstream builds every text message from these declarations, and the unit test measures them.
import { checkInPath } from '../welfare/check-in-texts';
import { smsLength } from './segments';

/** The ways a message may reach a person; email takes every message (the last resort). */
export type MessageChannel = 'whatsapp' | 'sms' | 'email';

/** A text parameter and the most characters it may carry (longer values are clipped to it). */
type Params = Record<string, number>;

interface KindDeclaration<P extends Params> {
  /** Tried in order: the first opted in (and on) takes the message; the next when it fails. */
  channels: readonly MessageChannel[];
  /** Urgent messages go at once; the rest wait out quiet hours (lib/shared/quiet-hours.ts). */
  urgent: boolean;
  /** The mail goes as well as the text (the text points to it); otherwise only when no text can go. */
  mailToo?: boolean;
  /** Each parameter's maximum length: the one-segment test fills every one to it. */
  params: P;
  /** The SMS (and the WhatsApp fallback text), one segment at the longest values, with a plain link. */
  sms: (values: { [K in keyof P]: string }) => string;
  /** The approved WhatsApp template and its body parameters, in the template's {{1}}, {{2}}... order. */
  whatsapp: { template: string; language: string; parameters: readonly (keyof P & string)[] };
}

const declare = <P extends Params>(kind: KindDeclaration<P>) => kind;

const brand = 'Bayanihan Gulf Careers';
/** A link to the site, as the agency's short domain gives it (no link shortener: carriers block them). */
const link = 40;
/** The site's address alone: the one short domain whose /my-applications links fit `link`. */
const origin = link - '/my-applications'.length;
/** A check-in link: the site's address and the page of its 43-character token (checkInPath). */
const checkInLink = origin + checkInPath('t'.repeat(43)).length;
/** smsTime's longest answer ('Wed 30 Sep 12:30 PM Manila'). */
const time = 26;

/** Every kind of message that may reach a phone, declared once: channels in order, urgency, texts, template. */
export const messageKinds = {
  signUpVerification: declare({
    channels: ['sms', 'email'],
    urgent: true,
    mailToo: true,
    params: { link },
    sms: (v) => `${brand}: verify your account with the link we emailed you, then sign in at ${v.link}`,
    whatsapp: { template: 'sign_up_verification', language: 'en', parameters: ['link'] },
  }),
  interviewBooked: declare({
    channels: ['whatsapp', 'sms', 'email'],
    // It answers the candidate's own tap on a time: held until morning, it would look like a failure.
    urgent: true,
    params: { position: 30, when: time, link },
    sms: (v) => `${brand}: your ${v.position} interview is booked for ${v.when}. Details: ${v.link}`,
    whatsapp: { template: 'interview_booked', language: 'en', parameters: ['position', 'when', 'link'] },
  }),
  interviewReminder: declare({
    channels: ['whatsapp', 'sms', 'email'],
    // Sent 24 h and 1 h before: a reminder held until morning would come too late.
    urgent: true,
    params: { position: 30, when: time, link },
    sms: (v) => `${brand}: reminder, your ${v.position} interview is ${v.when}. Details: ${v.link}`,
    whatsapp: { template: 'interview_reminder', language: 'en', parameters: ['position', 'when', 'link'] },
  }),
  offerMade: declare({
    channels: ['whatsapp', 'sms', 'email'],
    urgent: false,
    params: { position: 30, link },
    sms: (v) => `${brand}: you have a job offer for ${v.position}. Read and answer it at ${v.link}`,
    whatsapp: { template: 'offer_made', language: 'en', parameters: ['position', 'link'] },
  }),
  documentRejected: declare({
    channels: ['whatsapp', 'sms', 'email'],
    urgent: false,
    params: { document: 30, link },
    sms: (v) => `${brand}: your ${v.document} was not accepted. See why and upload it again: ${v.link}`,
    whatsapp: { template: 'document_rejected', language: 'en', parameters: ['document', 'link'] },
  }),
  deploymentStepDue: declare({
    channels: ['whatsapp', 'sms', 'email'],
    urgent: false,
    params: { step: 30, dueOn: 11, link },
    sms: (v) => `${brand}: "${v.step}" is due on ${v.dueOn}. Your next steps: ${v.link}`,
    whatsapp: { template: 'deployment_step_due', language: 'en', parameters: ['step', 'dueOn', 'link'] },
  }),
  welfareCheckIn: declare({
    channels: ['whatsapp', 'sms', 'email'],
    urgent: false,
    // The link carries the token (no sign-in); a reply of 1 or 2 answers without it (text-messages' replies).
    params: { link: checkInLink },
    sms: (v) => `${brand}: Reply 1 if you are fine, 2 if you need help, or answer at ${v.link}`,
    whatsapp: { template: 'welfare_check_in', language: 'en', parameters: ['link'] },
  }),
};

export type MessageKind = keyof typeof messageKinds;
export type MessageParams<K extends MessageKind> = Parameters<(typeof messageKinds)[K]['sms']>[0];

/**
 * A value in GSM-7 only (accents dropped, anything else '?'): one character outside it would make the
 * whole SMS UCS-2, whose segment holds 70 characters instead of 160.
 */
export function toGsm7(value: string): string {
  const inGsm7 = (char: string) => smsLength(char).encoding === 'GSM-7';
  return [...value.normalize('NFC')]
    .map((char) => {
      if (inGsm7(char)) return char;
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base && [...base].every(inGsm7) ? base : '?';
    })
    .join('');
}

/** Clips a value to `max` characters, ending it with '...' (which keeps a text in GSM-7). */
export function clip(value: string, max: number): string {
  const flat = toGsm7(value.replace(/\s+/g, ' ').trim());
  return flat.length <= max ? flat : `${flat.slice(0, max - 3).trimEnd()}...`;
}

/** The kind's values, each clipped to its declared maximum. */
export function clippedParams<K extends MessageKind>(kind: K, values: MessageParams<K>): MessageParams<K> {
  const declared: Params = messageKinds[kind].params;
  const input = values as Record<string, string>;
  return Object.fromEntries(
    Object.keys(declared).map((key) => [key, clip(input[key] ?? '', declared[key]!)]),
  ) as MessageParams<K>;
}

/** The SMS of a kind for these values (clipped: it always fits the segment the test measured). */
export function smsTextOf<K extends MessageKind>(kind: K, values: MessageParams<K>): string {
  const declaration = messageKinds[kind] as unknown as KindDeclaration<Params>;
  return declaration.sms(clippedParams(kind, values) as Record<string, string>);
}

/** The WhatsApp template of a kind for these values: its name, language and body parameters in order. */
export function whatsappTemplateOf<K extends MessageKind>(kind: K, values: MessageParams<K>) {
  const { template, language, parameters } = messageKinds[kind].whatsapp;
  const clipped = clippedParams(kind, values) as Record<string, string>;
  return { name: template, language, parameters: parameters.map((key) => clipped[key]!) };
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A short time for a text ('Tue 9 Mar 2:30 PM Manila'), in the recipient's zone (neither keeps DST). */
export function smsTime(at: Date, zone: 'Asia/Manila' | 'Asia/Dubai'): string {
  const local = new Date(at.getTime() + (zone === 'Asia/Manila' ? 480 : 240) * 60_000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  const day = `${weekdays[local.getUTCDay()]} ${local.getUTCDate()} ${months[local.getUTCMonth()]}`;
  return `${day} ${clock} ${zone === 'Asia/Manila' ? 'Manila' : 'Dubai'}`;
}
