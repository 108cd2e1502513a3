import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MARKER } from '../services/chunkReload';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Home-abc.js');

function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorBoundary />,
        // Nothing while the screen's chunk is tried (the app's own fallback would show a spinner too, and
        // the spinner looked for here is the boundary's); without one, react-router warns that none was given.
        HydrateFallback: () => null,
        children: [{ path: '/', lazy: () => Promise.reject(error) }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => sessionStorage.clear());

describe('RouteErrorBoundary', () => {
  it('reloads once when a chunk fails, with the spinner meanwhile', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderFailingRoute(chunkError);
    expect(await screen.findByRole('status')).toHaveTextContent('Carregando…');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 15_000 });
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_MARKER))).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Ops! Ocorreu um erro inesperado.' })).not.toBeInTheDocument();
  });

  it('shows the error page when the chunk fails again within 10 seconds', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, String(Date.now() - 2_000));
    renderFailingRoute(chunkError);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeInTheDocument();
    expect(screen.getByText(/Não foi possível carregar esta página/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows any other error on the generic page, in Portuguese, with its message', async () => {
    renderFailingRoute(new Error('Falha ao montar a tela.'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeInTheDocument();
    expect(screen.getByText('Falha ao montar a tela.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
