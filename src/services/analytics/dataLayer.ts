/**
 * A typed door to the tag manager's `dataLayer`. Only these events exist, and none carries
 * personal data: page views name the route pattern (never the URL, whose query may hold a
 * prefilled e-mail or whose path may hold a token), and free-text fields that look like an
 * e-mail, a CPF or a phone number are replaced before they leave. Never pass a person's name.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page titles analytics knows (spec §2, plus the sign-up's own page view of spec §9). */
export const analyticsPageTitles = [
  'register',
  'personal-informations',
  'recovery',
  'recovery/profile',
  'recovery/choose-reset-options',
  'recovery/sent',
  'change-unconfirmed-email',
  'email/change/success',
] as const;

export type AnalyticsPageTitle = (typeof analyticsPageTitles)[number];

/** The sign-up funnel's known steps (spec §9); the others are not named by the spec. */
export const signUpFunnelSteps = {
  profileChoice: 2,
  addCnpj: 4,
  statement: 5,
  loginAccess: 6,
  personalIdentification: 7,
  registration: 8,
} as const;

export type FunnelStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Metric names reported: the spec's five, and INP, which replaced FID in Core Web Vitals. */
export type MetricName = 'CLS' | 'FCP' | 'FID' | 'INP' | 'LCP' | 'TTFB';

export type AnalyticsEvent =
  | { event: 'page_view'; page_title: AnalyticsPageTitle; page_path: string }
  | { event: 'click'; click_category: string; click_label: string }
  | { event: 'funnel_step'; funnel: 'sign_up'; funnel_step: FunnelStep; funnel_result?: 'success' | 'failure' }
  | {
      event: 'web_vitals';
      metric_name: MetricName;
      metric_value: number;
      metric_delta: number;
      metric_rating: 'good' | 'needs-improvement' | 'poor';
      metric_id: string;
    };

/** What replaces a free-text value that looks like personal data. */
export const REDACTED = '[removido]';

// An "@" (e-mail) or eight or more digits once dots, dashes, slashes, brackets and spaces are
// ignored (CPF, CNPJ, phone): none of the portal's own labels or route patterns look like that.
const PERSONAL_DATA = [/@/, /\d{8,}/];

/** True when `text` may hold an e-mail, a CPF/CNPJ or a phone number. */
export function looksPersonal(text: string): boolean {
  const digitsJoined = text.replace(/[\s.\-/()+]/g, '');
  return PERSONAL_DATA.some((pattern) => pattern.test(text) || pattern.test(digitsJoined));
}

function scrub(text: string): string {
  if (!looksPersonal(text)) return text;
  if (import.meta.env.DEV) console.warn('Analytics: um valor parecido com dado pessoal foi removido antes do envio.');
  return REDACTED;
}

/** The event as it may leave the browser: free-text fields scrubbed. */
export function sanitiseEvent(event: AnalyticsEvent): AnalyticsEvent {
  switch (event.event) {
    case 'page_view':
      return { ...event, page_path: scrub(event.page_path) };
    case 'click':
      return { ...event, click_category: scrub(event.click_category), click_label: scrub(event.click_label) };
    default:
      return event;
  }
}

/** Pushes one event to `window.dataLayer` (created when absent). Never throws. */
export function pushEvent(event: AnalyticsEvent): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(sanitiseEvent(event));
  } catch {
    // Analytics never breaks the page (a site script may have replaced dataLayer with garbage).
  }
}

/** A page view for `title`, with the route pattern (`/recovery/profile`), never the real URL. */
export function trackPageView(title: AnalyticsPageTitle, routePattern: string): void {
  pushEvent({ event: 'page_view', page_title: title, page_path: routePattern });
}

/** A click on something named by the portal (a constant label, never user input). */
export function trackClick(category: string, label: string): void {
  pushEvent({ event: 'click', click_category: category, click_label: label });
}

/** A step of the sign-up funnel, optionally with its outcome. */
export function trackFunnelStep(step: FunnelStep, result?: 'success' | 'failure'): void {
  pushEvent(result ? { event: 'funnel_step', funnel: 'sign_up', funnel_step: step, funnel_result: result } : { event: 'funnel_step', funnel: 'sign_up', funnel_step: step });
}
