import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionWatcher } from './useSessionWatcher';
import { expiredToken, farFutureToken, unsignedToken } from '../../test/tokenFixtures';

function Probe({ stayOnEnd }: { stayOnEnd: boolean }) {
  useSessionWatcher(stayOnEnd);
  return <p>em {useLocation().pathname}</p>;
}

function renderAt(path: string, stayOnEnd = false) {
  const router = createMemoryRouter([{ path: '*', element: <Probe stayOnEnd={stayOnEnd} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useSessionWatcher', () => {
  it('logs an expired token out and goes home', async () => {
    localStorage.setItem('jwt', expiredToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria' }));
    localStorage.setItem('unconfirmed_user_email', 'maria@exemplo.com.br');
    renderAt('/profile/update');
    expect(await screen.findByText('em /')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('unconfirmed_user_email')).toBeNull();
  });

  it('clears an expired token on a public page without taking the person away', async () => {
    localStorage.setItem('jwt', expiredToken);
    renderAt('/password/create/abc', true);
    await vi.waitFor(() => expect(localStorage.getItem('jwt')).toBeNull(), { timeout: 15_000 });
    expect(screen.getByText('em /password/create/abc')).toBeInTheDocument();
  });

  it('clears a malformed token without moving anyone', async () => {
    localStorage.setItem('jwt', 'isto-nao-e-um-token');
    renderAt('/profile/update');
    await vi.waitFor(() => expect(localStorage.getItem('jwt')).toBeNull(), { timeout: 15_000 });
    expect(screen.getByText('em /profile/update')).toBeInTheDocument();
  });

  it('keeps a valid session', () => {
    localStorage.setItem('jwt', farFutureToken);
    renderAt('/profile/update');
    expect(screen.getByText('em /profile/update')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBe(farFutureToken);
  });

  it('ends the session by itself at exp while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.now();
    localStorage.setItem('jwt', unsignedToken({ exp: Math.floor(now / 1000) + 60 }));
    renderAt('/profile/update');
    expect(screen.getByText('em /profile/update')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(localStorage.getItem('jwt')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(screen.getByText('em /')).toBeInTheDocument();
  });

  it('follows a logout in another tab', async () => {
    localStorage.setItem('jwt', farFutureToken);
    renderAt('/email/change');
    act(() => {
      localStorage.removeItem('jwt');
      window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: null }));
    });
    expect(await screen.findByText('em /')).toBeInTheDocument();
  });
});
