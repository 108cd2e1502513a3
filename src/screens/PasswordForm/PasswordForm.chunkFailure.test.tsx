import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../components/theme';
import { RelayEnvironmentProvider } from '../../relay';
import { createEnvironment } from '../../relay/environment';
import { PasswordForm } from './PasswordForm';

// The yup resolver's chunk cannot be downloaded (a flaky connection, or a deploy that removed it).
vi.mock('./passwordResolver', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/passwordResolver-abc.js');
});

describe('PasswordForm when its validation cannot be loaded', () => {
  it('says so in Portuguese on submit and keeps what was typed', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/password/create/:token', element: <PasswordForm variant="create" token="demo-criar-senha" onSuccess={vi.fn()} /> }], {
      initialEntries: ['/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br'],
    });
    render(
      <ThemeProvider>
        <RelayEnvironmentProvider environment={createEnvironment({ url: '/graphql' })}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </ThemeProvider>,
    );
    const password = screen.getByLabelText('Sua senha', { selector: 'input' });
    const confirmation = screen.getByLabelText('Repita a senha', { selector: 'input' });
    await user.type(password, 'Senha@Forte1');
    await user.type(confirmation, 'Senha@Forte1');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado ao criar a sua senha. Por favor, tente novamente.');
    expect(password).toHaveValue('Senha@Forte1');
    expect(confirmation).toHaveValue('Senha@Forte1');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});
