import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pushEvent } from './dataLayer';

/** One web-vitals metric as a `web_vitals` dataLayer event. */
export function pushMetric(metric: Metric): void {
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
 * Reports CLS, FCP, LCP, TTFB and INP to the dataLayer. The spec names FID, which web-vitals
 * dropped in favour of INP (the interaction metric of Core Web Vitals since March 2024).
 */
export function reportWebVitals(): void {
  onCLS(pushMetric);
  onFCP(pushMetric);
  onLCP(pushMetric);
  onTTFB(pushMetric);
  onINP(pushMetric);
}
