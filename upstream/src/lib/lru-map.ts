/**
 * A Map of at most `max` entries: reading or writing an entry makes it the most recently used, and
 * the least recently used go first beyond `max`. The read model's job searches and the staff lists
 * known past the count's cap are kept in one.
 */
export class LruMap<V> {
  private entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  get(key: string) {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting makes this the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }
}
