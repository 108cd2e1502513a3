import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canEnter, useSignInAndReturn } from './access';
import type { SessionState } from './session';

const active: SessionState = { status: 'active', session: { token: 't', exp: 4_000_000_000, user: null } };
const none: SessionState = { status: 'none', malformed: false };
const expired: SessionState = { status: 'expired' };

describe('canEnter', () => {
  it('lets anyone into a route with no access rule', () => {
    expect(canEnter(undefined, none, null)).toBe(true);
  });

  it('lets anyone, signed in or not, into a public route or one open to any', () => {
    for (const state of [none, expired, active]) {
      expect(canEnter('public', state, null)).toBe(true);
      expect(canEnter('any', state, null)).toBe(true);
    }
  });

  it('lets only a signed-in person into a session route', () => {
    expect(canEnter('session', active, null)).toBe(true);
    expect(canEnter('session', none, 'pedro@exemplo.com.br')).toBe(false);
    expect(canEnter('session', expired, null)).toBe(false);
  });

  it('also lets an unconfirmed sign-up into a sessionOrUnconfirmed route, but not with a blank or expired state', () => {
    expect(canEnter('sessionOrUnconfirmed', none, 'pedro@exemplo.com.br')).toBe(true);
    expect(canEnter('sessionOrUnconfirmed', none, '  ')).toBe(false);
    expect(canEnter('sessionOrUnconfirmed', none, null)).toBe(false);
    expect(canEnter('sessionOrUnconfirmed', expired, 'pedro@exemplo.com.br')).toBe(false);
  });
});

function Leave() {
  const signIn = useSignInAndReturn();
  useEffect(signIn, [signIn]);
  return null;
}

function Where() {
  return <p>em {useLocation().pathname}</p>;
}

describe('useSignInAndReturn', () => {
  it('stores the current path and query as the after-login redirect and opens /login', async () => {
    const router = createMemoryRouter(
      [
        { path: '/email/change', element: <Leave /> },
        { path: '/login', element: <Where /> },
      ],
      { initialEntries: ['/email/change?de=perfil'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('em /login')).toBeInTheDocument();
    expect(localStorage.getItem('after_login_redirects_to')).toBe('/email/change?de=perfil');
  });
});
