import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { localStore, storageKeys } from '../storage';
import type { SessionState } from './session';

/**
 * Who may open a route: `public` — anyone, who stays there when a session ends; `any` — anyone, sent
 * home when a session ends there; `session` — a signed-in person; `sessionOrUnconfirmed` — also someone
 * whose sign-up waits for e-mail confirmation (`unconfirmed_user_email` stored), who may correct
 * a mistyped address without being able to sign in.
 */
export type RouteAccess = 'public' | 'any' | 'session' | 'sessionOrUnconfirmed';

/** Whether `state` (and the stored unconfirmed e-mail) lets a person open a route of `access`. */
export function canEnter(access: RouteAccess | undefined, state: SessionState, unconfirmedEmail: string | null): boolean {
  if (access === undefined || access === 'public' || access === 'any' || state.status === 'active') return true;
  return access === 'sessionOrUnconfirmed' && state.status === 'none' && unconfirmedEmail !== null && unconfirmedEmail.trim() !== '';
}

/** The stored e-mail of a sign-up that waits for confirmation, or null. */
export function readUnconfirmedEmail(): string | null {
  return localStore.get(storageKeys.unconfirmedUserEmail);
}

/**
 * Sends the person to sign in and back here afterwards: the current path and query become the
 * after-login redirect (a same-origin path, followed as is by the login flow), then `/login`.
 */
export function useSignInAndReturn(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    localStore.set(storageKeys.afterLoginRedirectsTo, `${pathname}${search}`);
    void navigate(paths.login(), { replace: true });
  }, [navigate, pathname, search]);
}
