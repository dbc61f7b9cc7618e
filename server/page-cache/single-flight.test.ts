import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('singleFlight', () => {
  it('runs a key once for all who ask while it runs', async () => {
    const flights = singleFlight<string>();
    const gate = deferred<string>();
    let runs = 0;
    const task = () => {
      runs += 1;
      return gate.promise;
    };
    const asked = [flights.run('k', task), flights.run('k', task), flights.run('k', task)];
    gate.resolve('page');
    expect(await Promise.all(asked)).toEqual(['page', 'page', 'page']);
    expect(runs).toBe(1);
  });

  it('runs again once the previous run has ended, also after a failure', async () => {
    const flights = singleFlight<string>();
    await expect(flights.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(flights.isRunning('k')).toBe(false);
    expect(await flights.run('k', () => Promise.resolve('second'))).toBe('second');
  });

  it('keeps different keys apart', async () => {
    const flights = singleFlight<string>();
    const [a, b] = await Promise.all([flights.run('a', async () => 'A'), flights.run('b', async () => 'B')]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('after forget, a new caller starts a new run instead of joining the old one', async () => {
    const flights = singleFlight<string>();
    const old = deferred<string>();
    const first = flights.run('k', () => old.promise);
    flights.forget();
    const fresh = deferred<string>();
    const second = flights.run('k', () => fresh.promise);
    old.resolve('old');
    expect(await first).toBe('old');
    // The old run ending does not drop the new one's place: a third caller still joins it.
    expect(flights.isRunning('k')).toBe(true);
    const third = flights.run('k', async () => 'another');
    fresh.resolve('new');
    expect([await second, await third]).toEqual(['new', 'new']);
  });
});
