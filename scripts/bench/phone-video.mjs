import { row } from './report.mjs';

// Placeholder until this part of issue 14 is measured.
export async function phoneVideoRows() {
  return [row('phone video', 'not measured yet', '', '', '', null)];
}
