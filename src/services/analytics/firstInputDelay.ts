/** First Input Delay as a web-vitals-shaped metric (`name`, `value`, `delta`, `rating`, `id`). */
export interface FidMetric {
  name: 'FID';
  value: number;
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
}

/** web-vitals 3's thresholds for FID: good up to 100 ms, poor over 300 ms. */
function rate(value: number): FidMetric['rating'] {
  if (value <= 100) return 'good';
  return value <= 300 ? 'needs-improvement' : 'poor';
}

/**
 * Reports First Input Delay once: the wait between the person's first tap, click or key and the
 * moment the page began to handle it, from the browser's buffered `first-input` entry (Event Timing).
 * The spec (§2) names FID among the metrics reported at start; web-vitals reported it up to version
 * 4 and dropped it in 5 for INP, so this reads the same entry as its `onFID` did, with its rules: an
 * input after the page was first hidden does not count, and a browser without the entry type reports
 * nothing. Never throws.
 */
export function onFID(report: (metric: FidMetric) => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  let firstHidden = document.visibilityState === 'hidden' ? 0 : Infinity;
  const hidden = () => {
    if (document.visibilityState === 'hidden') firstHidden = Math.min(firstHidden, performance.now());
  };
  document.addEventListener('visibilitychange', hidden, true);
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (entry === undefined) return;
    observer.disconnect();
    document.removeEventListener('visibilitychange', hidden, true);
    if (entry.startTime >= firstHidden) return;
    const value = Math.max(entry.processingStart - entry.startTime, 0);
    report({ name: 'FID', value, delta: value, rating: rate(value), id: `v1-${Date.now()}-${Math.floor(Math.random() * 9e12) + 1e12}` });
  });
  try {
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    document.removeEventListener('visibilitychange', hidden, true);
  }
}
