// Issue 26: the talent pool's search (/admin/candidates) at 40,000 candidates (the history grown to
// 100,000 applications gives each candidate a profile), as a busy back office uses it: 10 requests at
// a time, p50 and p99 of the default list, a text search and a combination of filters.
import { row } from './report.mjs';
import { measureOperations } from './staff-operations.mjs';

const budgetP99 = 50;
const connections = 10;

/** The searches: a name and the path (a function of operationContext's ids). */
export const poolOperations = [
  ['talent pool, default', () => '/api/admin/candidates'],
  ['talent pool, text search', () => '/api/admin/candidates?q=waiter'],
  [
    'talent pool, filters',
    (c) => `/api/admin/candidates?location=${c.location}&english=fluent&experienceMin=3&hasVideo=1`,
  ],
];

/** The pool's rows of the volume table; judged (p99 <= 50 ms) only at the largest size, else shown. */
export async function talentPoolRows(upstream, headers, context, { seconds, judge }) {
  const results = await measureOperations(upstream, headers, context, {
    seconds,
    operations: poolOperations,
    connections,
  });
  return results.map((op) =>
    row(
      `staff: ${op.name} (-c ${connections})`,
      op.error ??
        `p50 ${op.p50} / p99 ${op.p99} ms${op.failed ? `, ${op.failed} failed` : ''}${op.shown ? ` (${op.shown})` : ''}`,
      '',
      '',
      `p99 <= ${budgetP99} ms at 40,000 candidates`,
      judge(!op.error && !op.failed && op.p99 <= budgetP99),
    ),
  );
}
