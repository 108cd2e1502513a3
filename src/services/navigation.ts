import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RedirectTarget } from './redirects/urls';

/**
 * The way screens send someone on to a checked target (from `resolveRedirectTarget`): a path
 * of the app through the router, an allowlisted URL through the browser. Both replace the
 * current history entry, so Back does not land on a page that would send them on again.
 */
export function useGoTo(): (target: RedirectTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: RedirectTarget) => {
      if (target.kind === 'internal') void navigate(target.path, { replace: true });
      else window.location.replace(target.url);
    },
    [navigate],
  );
}
