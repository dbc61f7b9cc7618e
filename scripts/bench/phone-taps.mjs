import { row } from './report.mjs';

// Placeholder until this part of issue 14 is measured.
export async function phoneTapRows() {
  return [row('phone taps', 'not measured yet', '', '', '', null)];
}
