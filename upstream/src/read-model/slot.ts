/**
 * One kind of precomputed data, rebuilt after each change. Builds are single-flight, and a build
 * started before a change is never installed: it is thrown away and the next one starts.
 */
export class Slot<T> {
  private version = 0;
  private installedVersion = -1;
  private value: T | undefined;
  private building: Promise<void> | undefined;

  constructor(private readonly build: () => Promise<T>) {}

  /** The value, when no change happened since it was built; otherwise undefined (call get). */
  current(): T | undefined {
    return this.installedVersion === this.version ? this.value : undefined;
  }

  /** The value at once when it is current, else a promise of it (a request then waits for the rebuild). */
  now(): T | Promise<T> {
    return this.current() ?? this.get();
  }

  /** The value as of now, waiting for a rebuild when a change came since the last one. */
  async get(): Promise<T> {
    const fresh = this.current();
    if (fresh !== undefined) return fresh;
    await this.refresh();
    return this.value as T;
  }

  /** The version a caller can stamp derived data with, to know later whether it is still current. */
  get currentVersion() {
    return this.version;
  }

  /** Marks the data changed; resolves once a build that started after this call is installed. */
  changed(): Promise<void> {
    this.version++;
    return this.refresh();
  }

  private refresh(): Promise<void> {
    this.building ??= (async () => {
      try {
        while (this.installedVersion !== this.version) {
          const version = this.version;
          const value = await this.build();
          if (version === this.version) {
            this.value = value;
            this.installedVersion = version;
          }
        }
      } finally {
        this.building = undefined;
      }
    })();
    return this.building;
  }
}
