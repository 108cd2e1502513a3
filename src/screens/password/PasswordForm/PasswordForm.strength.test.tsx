import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../../components/theme';
import { RelayEnvironmentProvider } from '../../../relay';
import { createEnvironment } from '../../../relay/environment';
import { server } from '../../../test/setup';
import { PasswordForm } from './PasswordForm';

// The estimator loads and builds its dictionaries on first use: seconds on a busy machine.
const STRENGTH = { timeout: 30_000 };
const TEST_MS = 90_000;

function renderForm(onSuccess = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/password/create/:token', element: <PasswordForm variant="create" token="demo-criar-senha" onSuccess={onSuccess} /> }],
    { initialEntries: [`/password/create/demo-criar-senha?email=${encodeURIComponent('ana.costa@exemplo.com.br')}`] },
  );
  render(
    <ThemeProvider>
      <RelayEnvironmentProvider environment={createEnvironment({ url: '/graphql' })}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ThemeProvider>,
  );
  return { onSuccess };
}

const password = () => screen.getByLabelText(/^Sua senha/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Repita a senha/, { selector: 'input' });

describe('PasswordForm: the strength check', () => {
  it('refuses Senha@123, which meets every rule, saying why in Portuguese, and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post('*/graphql', () => (sent(), HttpResponse.json({ data: null }))));
    const user = userEvent.setup();
    renderForm();
    await user.type(password(), 'Senha@123');
    await user.type(confirmation(), 'Senha@123');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const reason = 'Esta senha é fácil de adivinhar. Esta é uma senha muito comum. Adicione mais palavras menos comuns.';
    expect(await screen.findByRole('alert', {}, STRENGTH)).toHaveTextContent(reason);
    expect(password()).toBeInvalid();
    expect(password()).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(sent).not.toHaveBeenCalled();
  }, TEST_MS);

  it("refuses a password made of the account's e-mail", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(password(), 'Ana.Costa@2');
    await user.type(confirmation(), 'Ana.Costa@2');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert', {}, STRENGTH)).toHaveTextContent('Ela tem dados seus, como o seu nome ou e-mail.');
  }, TEST_MS);

  it('accepts a strong passphrase', async () => {
    const user = userEvent.setup();
    const { onSuccess } = renderForm();
    await user.type(password(), 'Jabuticaba#Pedal7Quintal');
    await user.type(confirmation(), 'Jabuticaba#Pedal7Quintal');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('/password/create/success'), STRENGTH);
  }, TEST_MS);
});
