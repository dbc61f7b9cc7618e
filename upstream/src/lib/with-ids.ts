import { randomUUID } from 'node:crypto';

/** A content document as authored: list items may leave out their `_id`. */
export type Authored<T> = T extends (infer U)[]
  ? Authored<U extends { _id: string } ? Omit<U, '_id'> & { _id?: string } : U>[]
  : T extends object
    ? { [K in keyof T]: Authored<T[K]> }
    : T;

/** Gives every object inside a list an `_id` if it has none, so editors and the site can address it. */
export function withIds<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const filled = withIds(item);
      return filled && typeof filled === 'object' && !Array.isArray(filled) && !('_id' in filled)
        ? { _id: randomUUID(), ...filled }
        : filled;
    }) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v)])) as T;
  }
  return value;
}
