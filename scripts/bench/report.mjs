// The bench's table: one row per figure, with its baseline, ratio, budget and verdict.

/** A row: `value` and `baseline` already formatted; `ok` true, false, or null when there is nothing to judge. */
export const row = (figure, value, baseline, ratio, budget, ok) => ({ figure, value, baseline, ratio, budget, ok });

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : kb(bytes));

const verdict = (ok) => (ok === null ? '—' : ok ? 'ok' : 'OVER');

export function printTable(title, rows) {
  const head = ['figure', 'measured', 'baseline', 'ratio', 'budget', ''];
  const cells = rows.map((r) => [r.figure, r.value, r.baseline, r.ratio, r.budget, verdict(r.ok)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) =>
    c
      .map((v, i) => String(v).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
  const over = rows.filter((r) => r.ok === false).length;
  console.log(over ? `${over} of ${rows.length} figures over budget` : `every figure within budget`);
}
