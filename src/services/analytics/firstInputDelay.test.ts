import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onFID, type FidMetric } from './firstInputDelay';

/** A stand-in for the browser's PerformanceObserver: records what is observed and lets a test deliver entries. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  static supportedEntryTypes: readonly string[] = ['first-input', 'largest-contentful-paint'];
  observed: PerformanceObserverInit[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.instances.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  deliver(...entries: unknown[]) {
    if (!this.disconnected) this.callback({ getEntries: () => entries });
  }
}

const firstInput = (startTime: number, processingStart: number) => ({ entryType: 'first-input', name: 'pointerdown', startTime, processingStart });

beforeEach(() => {
  FakeObserver.instances = [];
  FakeObserver.supportedEntryTypes = ['first-input', 'largest-contentful-paint'];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onFID (First Input Delay, which web-vitals 5+ no longer reports)', () => {
  it('reports the delay of the first input once, from the buffered first-input entry, rated as web-vitals 3 did', () => {
    const reported: FidMetric[] = [];
    onFID((metric) => reported.push(metric));
    const [observer] = FakeObserver.instances;
    expect(observer?.observed).toEqual([{ type: 'first-input', buffered: true }]);

    observer?.deliver(firstInput(1200, 1242.5));
    observer?.deliver(firstInput(3000, 3500));
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ name: 'FID', value: 42.5, delta: 42.5, rating: 'good' });
    expect(reported[0]?.id).toMatch(/^v1-\d+-\d+$/);
    expect(observer?.disconnected).toBe(true);
  });

  it.each([
    [100, 'good'],
    [100.1, 'needs-improvement'],
    [300, 'needs-improvement'],
    [300.1, 'poor'],
  ] as const)('rates a delay of %s ms as %s', (delay, rating) => {
    const reported: FidMetric[] = [];
    onFID((metric) => reported.push(metric));
    FakeObserver.instances[0]?.deliver(firstInput(500, 500 + delay));
    expect(reported.map((metric) => metric.rating)).toEqual([rating]);
  });

  it('reports nothing for an input after the page was first hidden (as web-vitals did)', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const now = vi.spyOn(performance, 'now').mockReturnValue(800);
    const reported: FidMetric[] = [];
    onFID((metric) => reported.push(metric));
    document.dispatchEvent(new Event('visibilitychange'));
    FakeObserver.instances[0]?.deliver(firstInput(1000, 1010));
    expect(reported).toEqual([]);
    visibility.mockRestore();
    now.mockRestore();
  });

  it('does nothing, and throws nothing, where the browser has no first-input entries', () => {
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    expect(() => onFID(() => undefined)).not.toThrow();
    expect(FakeObserver.instances).toEqual([]);
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(() => onFID(() => undefined)).not.toThrow();
  });
});
