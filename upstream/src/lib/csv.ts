/** One CSV cell: quoted when needed, and cells a spreadsheet would run as a formula are defused. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row. */
export function toCsv<T>(columns: [header: string, value: (row: T) => unknown][], rows: T[]): string {
  const lines = [columns.map(([header]) => cell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
