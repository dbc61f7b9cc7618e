import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../core/fields';
import { interviewTexts, meetingLinkOf, slotInputSchema } from './interview';

const slot = (change: object) => ({
  start: '2030-03-02T09:30',
  minutes: 30,
  kind: 'Video call',
  meetingLink: 'https://meet.example.com/abc-defg-hij',
  ...change,
});

/** The first message on `field` when the slot is refused. */
const refusal = (change: object, field: string) =>
  slotInputSchema.safeParse(slot(change)).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('a proposed slot’s link and address', () => {
  // The issue's attack, as the employer's form posts it (slot0.kind=Phone, slot0.meetingLink=...).
  const attack = decodeURIComponent(
    'https://meet.example/x%0D%0AATTENDEE;CN=Evil:mailto:evil@attacker.example%0D%0AORGANIZER:mailto:org@attacker.example',
  );

  it.each(['Video call', 'Phone', 'In person'])('refuses a link with line breaks for a %s', (kind) => {
    expect(refusal({ kind, address: 'Lobby', meetingLink: attack }, 'meetingLink')).toBe(interviewTexts.linkInvalid);
  });

  it.each([
    'http://meet.example.com/x',
    'https://meet.example.com/a b',
    'https://meet.example.com/\tx',
    'https://x\u0085',
  ])('refuses a link that is not https or holds a space or control character: %j', (meetingLink) => {
    expect(refusal({ kind: 'Phone', meetingLink }, 'meetingLink')).toBe(interviewTexts.linkInvalid);
  });

  it('asks a video call for its link, and the other kinds for none', () => {
    expect(refusal({ meetingLink: '' }, 'meetingLink')).toBe(interviewTexts.linkRequired);
    expect(slotInputSchema.safeParse(slot({ kind: 'Phone', meetingLink: '' })).success).toBe(true);
  });

  it('refuses an address over more than one line', () => {
    expect(refusal({ kind: 'In person', address: 'Lobby\rBEGIN:VALARM' }, 'address')).toBe(fieldMessages.singleLine);
  });

  it('gives the link of a video call only, and only a valid one', () => {
    const link = 'https://meet.example.com/abc-defg-hij';
    expect(meetingLinkOf({ kind: 'Video call', meetingLink: link })).toBe(link);
    expect(meetingLinkOf({ kind: 'Phone', meetingLink: link })).toBe('');
    expect(meetingLinkOf({ kind: 'In person', meetingLink: link })).toBe('');
    expect(meetingLinkOf({ kind: 'Video call', meetingLink: attack })).toBe('');
  });
});
