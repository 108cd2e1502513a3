import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { clearSession, notifySessionChange, useSessionState } from './session';

// setTimeout stores its delay in 32 bits: a longer one would fire at once.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Keeps the session honest while the app is open: an expired token is logged out (spec §4) and
 * a malformed one cleared; the session ends by itself at `exp`; a logout in another tab ends it
 * here. When a session ends on a page that needs one, the person goes home; on a public page
 * (`stayOnEnd`: sign-up, a create-password link…) they stay where they are.
 */
export function useSessionWatcher(stayOnEnd: boolean): void {
  const state = useSessionState();
  const navigate = useNavigate();
  const wasActive = useRef(false);

  useEffect(() => {
    const ended = state.status === 'expired' || (state.status === 'none' && wasActive.current);
    wasActive.current = state.status === 'active';
    if (state.status === 'expired' || (state.status === 'none' && state.malformed)) clearSession();
    if (ended && !stayOnEnd) void navigate(paths.home(), { replace: true });
    if (state.status !== 'active') return undefined;
    const delay = Math.min(Math.max(state.session.exp * 1000 - Date.now(), 0), MAX_TIMEOUT_MS);
    const timer = window.setTimeout(notifySessionChange, delay);
    return () => window.clearTimeout(timer);
  }, [state, stayOnEnd, navigate]);
}
