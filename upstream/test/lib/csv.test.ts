import { describe, expect, it } from 'vitest';
import { csvChunks } from '../../src/lib/csv';

async function* batches<T>(...lists: T[][]) {
  for (const list of lists) yield list;
}

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    let csv = '';
    for await (const chunk of csvChunks<{ a: string }>(
      [['Value', (r) => r.a]],
      batches([{ a: 'Reyes, Ana' }, { a: 'say "hi"' }], [{ a: '=HYPERLINK("x")' }, { a: '+63 917' }]),
    ))
      csv += chunk;
    expect(csv).toBe('Value\r\n"Reyes, Ana"\r\n"say ""hi"""\r\n"\'=HYPERLINK(""x"")"\r\n\'+63 917\r\n');
  });

  it('gives the header before the first batch is read', async () => {
    let read = false;
    async function* lazy() {
      read = true;
      yield [{ a: 'x' }];
    }
    const chunks = csvChunks<{ a: string }>([['Value', (r) => r.a]], lazy());
    expect((await chunks.next()).value).toBe('Value\r\n');
    expect(read).toBe(false);
  });
});
