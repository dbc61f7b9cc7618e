import type { CachedAnswer } from './cached-answer';

/** Job search answers by normalized search, least recently used first out beyond `max` entries. */
export class SearchCache {
  private entries = new Map<string, CachedAnswer>();

  constructor(private readonly max: number) {}

  get(key: string) {
    const answer = this.entries.get(key);
    if (answer) {
      // A Map iterates in insertion order: re-inserting makes this the most recently used.
      this.entries.delete(key);
      this.entries.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: CachedAnswer) {
    this.entries.delete(key);
    this.entries.set(key, answer);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  get size() {
    return this.entries.size;
  }

  clear() {
    this.entries.clear();
  }
}
