import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from '../../../relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from '../../../components/theme';
import { server } from '../../../test/setup';
import { createEnvironment } from '../../../relay/environment';
import { PasswordForm } from './PasswordForm';

const email = 'ana.costa@exemplo.com.br';

function renderForm(onSuccess = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/password/create/:token', element: <PasswordForm variant="create" token="demo-criar-senha" onSuccess={onSuccess} /> }],
    { initialEntries: [`/password/create/demo-criar-senha?email=${encodeURIComponent(email)}`] },
  );
  const view = render(
    <ThemeProvider>
      <RelayEnvironmentProvider environment={createEnvironment({ url: '/graphql' })}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ThemeProvider>,
  );
  return { ...view, onSuccess };
}

const password = () => screen.getByLabelText(/^Sua senha/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Repita a senha/, { selector: 'input' });
// A submit loads the password-strength estimator and builds its dictionaries: seconds on a busy machine.
const STRENGTH = { timeout: 20_000 };
const SUBMIT_TEST_MS = 60_000;

describe('PasswordForm', () => {
  it('drops the mismatch error once the password is changed to match the confirmation', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(password(), 'Senha@Forte1');
    await user.type(confirmation(), 'Senha@Forte2');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert', {}, STRENGTH)).toHaveTextContent('A confirmação de senha não foi repetida corretamente');
    expect(confirmation()).toBeInvalid();
    await user.clear(password());
    await user.type(password(), 'Senha@Forte2');
    await waitFor(() => expect(confirmation()).toBeValid(), STRENGTH);
  }, SUBMIT_TEST_MS);

  it('adds the no-referrer tag while mounted and removes it afterwards', () => {
    const { unmount } = renderForm();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    unmount();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });

  it('keeps the password out of storage and the URL after success', async () => {
    const user = userEvent.setup();
    const { onSuccess } = renderForm();
    await user.type(password(), 'Senha@Forte1');
    await user.type(confirmation(), 'Senha@Forte1');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('/password/create/success'), STRENGTH);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Senha@Forte1');
    expect(password()).toHaveValue('');
  }, SUBMIT_TEST_MS);

  it('says when to try again after a 429, keeping both passwords', async () => {
    let hits = 0;
    let answer = () => {};
    // Held until both clicks are in, as a real server is slower than a double click.
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/graphql', async () => {
        hits += 1;
        await held;
        return new HttpResponse('Too Many Requests', { status: 429, headers: { 'Retry-After': '45' } });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(password(), 'Senha@Forte1');
    await user.type(confirmation(), 'Senha@Forte1');
    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByRole('alert', {}, STRENGTH)).toHaveTextContent('Muitas tentativas. Tente novamente em 45 segundos.');
    expect(hits).toBe(1);
    expect(password()).toHaveValue('Senha@Forte1');
    expect(confirmation()).toHaveValue('Senha@Forte1');
   }, SUBMIT_TEST_MS);
});
