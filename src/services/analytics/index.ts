export { signUpFunnelSteps, trackClick, trackFunnelStep, trackPageView } from './dataLayer';
export type { AnalyticsPageTitle, FunnelStep } from './dataLayer';
