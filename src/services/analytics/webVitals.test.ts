import type { Metric } from 'web-vitals';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const registered: string[] = [];
vi.mock('web-vitals', () => {
  const on = (name: string) => () => registered.push(name);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});
vi.mock('./firstInputDelay', () => ({ onFID: () => registered.push('FID') }));

const { pushMetric, reportWebVitals } = await import('./webVitals');

beforeEach(() => {
  delete window.dataLayer;
  registered.length = 0;
});

describe('web vitals', () => {
  it('listens to the spec\'s CLS, FID, FCP, LCP and TTFB, and to INP, which replaced FID in Core Web Vitals', () => {
    reportWebVitals();
    expect([...registered].sort()).toEqual(['CLS', 'FCP', 'FID', 'INP', 'LCP', 'TTFB']);
  });

  it('pushes each metric to the dataLayer', () => {
    const metric: Metric = { name: 'LCP', value: 1234.5, delta: 1234.5, rating: 'good', id: 'v5-1-2', entries: [], navigationType: 'navigate', navigationId: 1 };
    pushMetric(metric);
    expect(window.dataLayer).toEqual([
      { event: 'web_vitals', metric_name: 'LCP', metric_value: 1234.5, metric_delta: 1234.5, metric_rating: 'good', metric_id: 'v5-1-2' },
    ]);
  });
});
