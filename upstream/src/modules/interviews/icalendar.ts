/** RFC 5545 text: backslash, semicolon, comma escaped; newlines as \n. */
export function escapeText(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string) {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
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

const cn = (name: string | undefined) => (name ? `;CN="${name.replace(/["\\;,:]/g, ' ')}"` : '');

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
    ...(event.url ? [`URL:${event.url}`] : []),
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
