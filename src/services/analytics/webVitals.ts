import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pushEvent } from './dataLayer';
import { onFID, type FidMetric } from './firstInputDelay';

/** One web-vitals metric as a `web_vitals` dataLayer event. */
export function pushMetric(metric: Metric | FidMetric): void {
  pushEvent({
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    metric_id: metric.id,
  });
}

/**
 * Reports the spec's CLS, FID, FCP, LCP and TTFB to the dataLayer, and INP, which replaced FID as
 * the interaction metric of Core Web Vitals in March 2024. web-vitals no longer measures FID
 * (dropped in its version 5): `onFID` reads the browser's own first-input entry.
 */
export function reportWebVitals(): void {
  onCLS(pushMetric);
  onFID(pushMetric);
  onFCP(pushMetric);
  onLCP(pushMetric);
  onTTFB(pushMetric);
  onINP(pushMetric);
}
