import type { Lookup } from '@/lib/contracts';

/** Salary budgets and hiring urgencies are listed by sortingOrder, ascending (records without one last). */
export function sortBySortingOrder<T extends Lookup & { sortingOrder?: unknown }>(list: T[]): T[] {
  const order = (item: T) => (typeof item.sortingOrder === 'number' ? item.sortingOrder : Number.MAX_SAFE_INTEGER);
  return [...list].sort((a, b) => order(a) - order(b));
}
