import { meetingLinkPattern } from '@contracts/interviews/interview';

/** The control characters RFC 5545 TEXT may not hold (CONTROL: all but tab); line ends are escaped before. */
const controlInText = /[\x00-\x08\x0a-\x1f\x7f]/g;

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped, every line end (CRLF, LF, a bare CR) as \n,
 * other control characters dropped: nothing in it can end the line or start another property.
 */
export function escapeText(value: string) {
  return value
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(controlInText, '');
}

/**
 * A quoted parameter value (CN) without what it may not hold (double quotes, control characters), nor
 * backslashes, which some readers (ical.js) take as TEXT escapes there.
 */
export const paramText = (value: string) => value.replace(/["\\\p{Cc}]/gu, '');

/** What folding never splits: an escape (`\,`, `^^`), a CRLF, a character (every octet of it). */
const foldUnits = /\\[\s\S]|\^['n^]|\r\n|[\s\S]/gu;

/** Folds a content line at 75 octets (continuations start with a space), never inside a character or an escape. */
export function foldLine(line: string) {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const [char] of line.matchAll(foldUnits)) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20261130T060000Z */
export const icalUtc = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string }[];
}

/** A quoted CN (so `;`, `,`, `:` need no escape); `^` doubled, as RFC 6868 readers (ical.js) take `^n` and `^'` as escapes. */
function cn(name: string | undefined) {
  const text = paramText(name ?? '');
  return text ? `;CN="${text.replace(/\^/g, '^^')}"` : '';
}

/** One VEVENT in a VCALENDAR: times in UTC, CRLF line ends, folded lines. */
export function renderCalendar(event: CalendarEvent) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bayanihan Gulf Careers//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icalUtc(event.stamp)}`,
    `DTSTART:${icalUtc(event.start)}`,
    `DTEND:${icalUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    // A URI is not TEXT and has no escapes: written only when it is a plain https link.
    ...(event.url && meetingLinkPattern.test(event.url) ? [`URL:${event.url}`] : []),
    `ORGANIZER${cn(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) => `ATTENDEE${cn(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
