/** One CSV cell: quoted when needed, and cells a spreadsheet would run as a formula are defused. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvColumns<T> = [header: string, value: (row: T) => unknown][];

const line = (cells: unknown[]) => `${cells.map(cell).join(',')}\r\n`;

/**
 * RFC 4180 CSV with a header row, one chunk per batch of rows: the header goes out before the first
 * batch is read, and a consumer that pulls chunks as it writes them holds one batch at a time.
 */
export async function* csvChunks<T>(columns: CsvColumns<T>, batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  yield line(columns.map(([header]) => header));
  for await (const rows of batches) {
    yield rows.map((row) => line(columns.map(([, value]) => value(row)))).join('');
  }
}
