import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalUtc, renderCalendar } from '../../../src/modules/interviews/icalendar';

describe('the iCalendar generator', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
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
});
