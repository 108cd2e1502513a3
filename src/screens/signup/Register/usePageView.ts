import { useEffect } from 'react';
import { trackPageView } from '../../../services/analytics';
import { routePatterns } from '../../../services/paths';

/** The delay of the page view (spec §9: about 1 second after the screen opens). */
export const PAGE_VIEW_DELAY_MS = 1000;

/** The sign-up's page view, about a second after the screen opens, with its route pattern (never the URL). */
export function useRegisterPageView(driver: string | undefined): void {
  useEffect(() => {
    const pattern = driver === undefined ? routePatterns.register : routePatterns.registerDriver;
    const timer = setTimeout(() => trackPageView('register', pattern), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [driver]);
}
