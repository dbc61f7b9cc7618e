import { describe, expect, it } from 'vitest';
import { messageKinds, smsTextOf, smsTime, toGsm7, whatsappTemplateOf, type MessageKind } from './message-kinds';
import { fitsOneSegment, smsLength } from './segments';

const kinds = Object.keys(messageKinds) as MessageKind[];
/** Every parameter filled to its declared maximum with `char`, a link at its longest. */
const longest = (kind: MessageKind, char: string) =>
  Object.fromEntries(
    Object.entries(messageKinds[kind].params).map(([key, max]) => [
      key,
      key === 'link' ? `https://${'w'.repeat(max - 8 - 6)}.ph/a` : char.repeat(max),
    ]),
  ) as never;

describe('the declared message kinds', () => {
  it.each(kinds)('%s fits one GSM-7 segment (160) at its longest values, with a plain link', (kind) => {
    const text = smsTextOf(kind, longest(kind, 'W'));
    expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7' });
    expect(smsLength(text).units).toBeLessThanOrEqual(160);
    expect(text).toMatch(/https:\/\/w+\.ph\/a/);
  });

  it.each(kinds)('%s stays in one GSM-7 segment when the values hold characters outside GSM-7', (kind) => {
    const text = smsTextOf(kind, longest(kind, 'Ł'));
    expect(smsLength(text).encoding).toBe('GSM-7');
    expect(fitsOneSegment(text)).toBe(true);
  });

  it('clips values longer than declared instead of splitting the SMS', () => {
    const text = smsTextOf('interviewBooked', {
      position: 'Executive Sous Chef for the Banquet and Events Kitchen',
      when: 'Wed 30 Sep 12:30 PM Manila',
      link: 'https://example.ph/my-applications',
    });
    expect(text).toContain('Executive Sous Chef for the...');
    expect(fitsOneSegment(text)).toBe(true);
  });

  it('counts extension characters twice and switches to UCS-2 (70) outside GSM-7', () => {
    expect(smsLength('€')).toEqual({ encoding: 'GSM-7', units: 2, limit: 160 });
    expect(smsLength('Salamat 🙏')).toMatchObject({ encoding: 'UCS-2', limit: 70 });
    expect(fitsOneSegment('a'.repeat(161))).toBe(false);
    expect(fitsOneSegment('ä'.repeat(70) + '😀')).toBe(false);
  });

  it('keeps Filipino names readable in GSM-7', () => {
    expect(toGsm7('Dolores Peña-Ẓamora')).toBe('Dolores Peña-Zamora');
  });

  it('lists each kind on email last, and a WhatsApp template whose parameters are declared', () => {
    for (const kind of kinds) {
      const { channels, whatsapp, params } = messageKinds[kind];
      expect(channels.at(-1)).toBe('email');
      for (const name of whatsapp.parameters) expect(Object.keys(params)).toContain(name);
      expect(whatsapp.template).toMatch(/^[a-z0-9_]+$/);
    }
    expect(whatsappTemplateOf('offerMade', { position: 'Barista', link: 'https://x.ph/o' })).toEqual({
      name: 'offer_made',
      language: 'en',
      parameters: ['Barista', 'https://x.ph/o'],
    });
  });

  it('writes the longest short time within its declared length, in each zone', () => {
    const at = new Date('2027-09-29T16:30:00Z'); // Thu 30 Sep 00:30 Manila, Wed 29 Sep 20:30 Dubai
    expect(smsTime(at, 'Asia/Manila')).toBe('Thu 30 Sep 12:30 AM Manila');
    expect(smsTime(at, 'Asia/Dubai')).toBe('Wed 29 Sep 8:30 PM Dubai');
    expect(smsTime(at, 'Asia/Manila').length).toBeLessThanOrEqual(messageKinds.interviewBooked.params.when);
  });
});
