import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { meetingLinkPattern } from '@contracts/interviews/interview';
import {
  escapeText,
  foldLine,
  icalUtc,
  paramText,
  renderCalendar,
  type CalendarEvent,
} from '../../../src/modules/interviews/icalendar';

const event = (change: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'interview-1@example.com',
  sequence: 3,
  start: new Date('2026-11-30T06:00:00Z'),
  end: new Date('2026-11-30T06:45:00Z'),
  stamp: new Date('2026-11-26T00:00:00Z'),
  summary: 'Interview',
  description: 'Details',
  location: 'Phone',
  organizer: { name: 'Agency', email: 'recruitment@example.com' },
  attendees: [{ name: 'Ana', email: 'ana@example.com' }],
  ...change,
});

/** The calendar as an independent parser reads it: its events, and the properties of the first. */
function read(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const events = calendar.getAllSubcomponents('vevent');
  const vevent = events[0]!;
  const text = (name: string) => vevent.getFirstPropertyValue(name);
  return {
    calendar,
    events,
    names: vevent.getAllProperties().map((p) => p.name),
    subcomponents: vevent.getAllSubcomponents().length,
    summary: text('summary'),
    description: text('description'),
    location: text('location'),
    url: text('url'),
    organizer: vevent.getFirstProperty('organizer')!,
    attendees: vevent.getAllProperties('attendee'),
  };
}

const attack = `https://meet.example/x\r\nATTENDEE;CN=Evil:mailto:evil@attacker.example\r\nORGANIZER:mailto:org@attacker.example`;

describe('the iCalendar generator', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('escapes CRLF, LF and a bare CR alike as \\n and drops the control characters TEXT may not hold', () => {
    expect(escapeText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('x\rEND:VEVENT')).toBe('x\\nEND:VEVENT');
    expect(escapeText('tab\tkept\u0000\u0007\u001b\u007f')).toBe('tab\tkept');
  });

  it('keeps a CN quoted, without double quotes or control characters, and with ^ doubled', () => {
    const content = renderCalendar(
      event({
        attendees: [{ name: 'Nina "N" Trust\r\nORGANIZER:mailto:evil@attacker.example ^n', email: 'n@example.com' }],
      }),
    );
    expect(content).toContain('ATTENDEE;CN="Nina N TrustORGANIZER:mailto:evil@attacker.example ^^n";ROLE=');
    const parsed = read(content);
    expect(parsed.attendees[0]!.getParameter('cn')).toBe('Nina N TrustORGANIZER:mailto:evil@attacker.example ^n');
    expect(parsed.organizer.getFirstValue()).toBe('mailto:recruitment@example.com');
  });

  it('folds without splitting an escape or a CRLF', () => {
    for (let pad = 0; pad < 4; pad++) {
      const line = `DESCRIPTION:${'x'.repeat(60 + pad)}${'\\n\\;\\,\\\\'.repeat(6)}`;
      const parts = foldLine(line).split('\r\n');
      // A continuation never starts with the second half of an escape: each part holds whole escapes.
      for (const part of parts.map((p, i) => (i ? p.slice(1) : p))) expect(part).toMatch(/^(?:[^\\]|\\.)*$/);
      expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    }
    const withLineEnd = `X:${'y'.repeat(72)}\r\nz`;
    expect(foldLine(withLineEnd)).toBe(`X:${'y'.repeat(72)}\r\n \r\nz`);
  });

  it('writes URL only for an https link without spaces or control characters, never the injected lines', () => {
    const injected = renderCalendar(event({ url: attack }));
    expect(injected).not.toContain('URL:');
    expect(injected).not.toContain('attacker');
    const parsed = read(renderCalendar(event({ url: 'https://meet.example.com/abc-defg-hij?pwd=1;a,b' })));
    expect(parsed.url).toBe('https://meet.example.com/abc-defg-hij?pwd=1;a,b');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('writes UTC times with Z', () => {
    expect(icalUtc(new Date('2026-11-30T06:00:00Z'))).toBe('20261130T060000Z');
  });

  it('renders a calendar a real parser reads back, with long and special text intact', () => {
    const description = `How to prepare: bring your passport, NBI clearance; wear black.\n${'Long line '.repeat(20)}`;
    const content = renderCalendar({
      method: 'REQUEST',
      uid: 'interview-1@example.com',
      sequence: 3,
      start: new Date('2026-11-30T06:00:00Z'),
      end: new Date('2026-11-30T06:45:00Z'),
      stamp: new Date('2026-11-26T00:00:00Z'),
      summary: 'Interview: Ana R. for Waiter (Creekside, Dubai)',
      description,
      location: 'Level 2; Creekside Hotel, Dubai',
      organizer: { name: 'Agency', email: 'recruitment@example.com' },
      attendees: [{ name: 'Ana, "R"', email: 'ana@example.com' }],
    });
    expect(content.endsWith('\r\n')).toBe(true);
    expect(content.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('description')).toBe(description);
    expect(event.getFirstPropertyValue('location')).toBe('Level 2; Creekside Hotel, Dubai');
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('reads back any texts, control characters and line ends included, as one VEVENT and nothing else', () => {
    const tricky = fc.constantFrom(
      ...['\r', '\n', '\r\n', '\\', '\\n', ';', ',', ':', '"', '^', "^'", '^n', '\t', '\v', '\u0000', '\u007f'],
      ...['\u0085', '\u2028', ' ', 'é', '😀', '\r\nEND:VEVENT\r\nBEGIN:VEVENT', '\rBEGIN:VALARM', 'ORGANIZER:'],
    );
    const char = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
    const control = fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 });
    const text = fc.string({ unit: fc.oneof(tricky, char, control), maxLength: 100 });
    const link = fc.oneof(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), text);
    // What TEXT holds: every line end as \n, no other control character but tab.
    const asText = (value: string) => value.replace(/\r\n|\r/g, '\n').replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');
    fc.assert(
      fc.property(
        fc.record({ summary: text, description: text, location: text, url: link, organizer: text }),
        fc.array(text, { minLength: 1, maxLength: 3 }),
        (texts, names) => {
          const input = event({
            ...texts,
            organizer: { name: texts.organizer, email: 'recruitment@example.com' },
            attendees: names.map((name, i) => ({ name, email: `person${i}@example.com` })),
          });
          const content = renderCalendar(input);
          expect(content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
          const parsed = read(content);
          expect(parsed.calendar.getAllSubcomponents().length).toBe(1);
          expect(parsed.events).toHaveLength(1);
          expect(parsed.subcomponents).toBe(0);
          const hasUrl = meetingLinkPattern.test(texts.url);
          expect(parsed.names).toEqual([
            ...['uid', 'sequence', 'dtstamp', 'dtstart', 'dtend', 'summary', 'description', 'location'],
            ...(hasUrl ? ['url'] : []),
            'organizer',
            ...names.map(() => 'attendee'),
            'status',
          ]);
          expect(parsed.summary).toBe(asText(texts.summary));
          expect(parsed.description).toBe(asText(texts.description));
          expect(parsed.location).toBe(asText(texts.location));
          expect(parsed.url).toBe(hasUrl ? texts.url : null);
          expect(parsed.organizer.getFirstValue()).toBe('mailto:recruitment@example.com');
          expect(parsed.organizer.getParameter('cn')).toBe(paramText(texts.organizer) || undefined);
          expect(parsed.attendees.map((a) => a.getFirstValue())).toEqual(
            names.map((_, i) => `mailto:person${i}@example.com`),
          );
          expect(parsed.attendees.map((a) => a.getParameter('cn'))).toEqual(
            names.map((n) => paramText(n) || undefined),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
