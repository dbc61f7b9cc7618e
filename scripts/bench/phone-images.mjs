import { row } from './report.mjs';

// Placeholder until this part of issue 14 is measured.
export async function phoneImageRows() {
  return [row('phone images', 'not measured yet', '', '', '', null)];
}
