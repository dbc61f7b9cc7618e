import { describe, expect, it } from 'vitest';
import {
  assumedUplinkBps,
  estimateUplink,
  expectedUploadSeconds,
  formatBytes,
  formatDuration,
  RateMeter,
} from './upload-estimate';

describe('estimateUplink', () => {
  it('assumes a slow 400 kbit/s and says so when the browser tells nothing', () => {
    expect(estimateUplink(null)).toEqual({ bitsPerSecond: assumedUplinkBps, source: 'assumed' });
    expect(estimateUplink({})).toEqual({ bitsPerSecond: assumedUplinkBps, source: 'assumed' });
  });

  it('takes half the reported downlink (phones send slower than they receive)', () => {
    expect(estimateUplink({ downlink: 1.6, effectiveType: '4g' })).toEqual({
      bitsPerSecond: 800_000,
      source: 'connection',
    });
  });

  it('never expects more than the effective type allows on slow connections', () => {
    expect(estimateUplink({ downlink: 1.5, effectiveType: '3g' }).bitsPerSecond).toBe(400_000);
    expect(estimateUplink({ effectiveType: '2g' }).bitsPerSecond).toBe(150_000);
  });
});

describe('expectedUploadSeconds', () => {
  it('is 6 MB on 3G in about two minutes, with 5% for the protocol', () => {
    expect(expectedUploadSeconds(6_000_000, 400_000)).toBe(126);
  });
});

describe('formatting', () => {
  it('writes sizes in KB and MB and durations in s, min and h', () => {
    expect(formatBytes(1200)).toBe('1 KB');
    expect(formatBytes(6 * 1024 * 1024)).toBe('6.0 MB');
    expect(formatDuration(8.4)).toBe('8 s');
    expect(formatDuration(130)).toBe('2 min 10 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });
});

describe('RateMeter', () => {
  it('measures the rate of the last seconds and the time left at that rate', () => {
    let now = 0;
    const meter = new RateMeter(10_000, () => now);
    expect(meter.secondsLeft(1000)).toBeNull();
    meter.add(0);
    now = 2000;
    meter.add(200);
    expect(meter.bytesPerSecond()).toBe(100);
    expect(meter.secondsLeft(1000)).toBe(8);
  });

  it('follows a slower connection rather than the average since the start', () => {
    let now = 0;
    const meter = new RateMeter(10_000, () => now);
    for (; now <= 20_000; now += 1000) meter.add(now); // 1000 B/s for 20 s
    for (; now <= 40_000; now += 1000) meter.add(20_000 + (now - 20_000) / 10); // then 100 B/s
    expect(meter.bytesPerSecond()).toBeCloseTo(100, 0);
  });

  it('starts again when a resume reports fewer bytes than were sent', () => {
    let now = 0;
    const meter = new RateMeter(10_000, () => now);
    meter.add(5000);
    now = 1000;
    meter.add(6000);
    now = 2000;
    meter.add(5500);
    expect(meter.bytesPerSecond()).toBeNull();
  });
});
