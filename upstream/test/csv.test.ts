import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/lib/csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', () => {
    const csv = toCsv<{ a: string }>(
      [['Value', (r) => r.a]],
      [{ a: 'Reyes, Ana' }, { a: 'say "hi"' }, { a: '=HYPERLINK("x")' }, { a: '+63 917' }],
    );
    expect(csv).toBe('Value\r\n"Reyes, Ana"\r\n"say ""hi"""\r\n"\'=HYPERLINK(""x"")"\r\n\'+63 917\r\n');
  });
});
