import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../components/theme';
import { paths } from './paths';
import { routes } from './routes';
import { farFutureToken } from './session/tokenFixtures';
import { appTheme } from './theme';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={appTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const placeholders: [string, string][] = [
  ['/register', 'Cadastre-se'],
  ['/register/varejo', 'Cadastre-se'],
  ['/register/success', 'Cadastro realizado'],
  ['/login', 'Entrar'],
  ['/unconfirmed-user', 'Confirme seu e-mail'],
  ['/recovery', 'Recuperar senha'],
  ['/recovery/sent', 'Instruções enviadas'],
  ['/recovery/confirmation-code', 'Código de confirmação'],
  ['/recovery/profile', 'Recuperar senha pelo CPF'],
  ['/recovery/choose-reset-options', 'Como redefinir a senha'],
  ['/password/reset/abc', 'Redefinir senha'],
  ['/password/create/abc', 'Crie sua Senha'],
  ['/password/create/success', 'Senha criada'],
  ['/password/change', 'Alterar senha'],
  ['/password/change/success', 'Senha alterada'],
  ['/password-reset-success', 'Senha redefinida'],
  ['/email/invite/confirmation/abc', 'Confirmação de e-mail'],
  ['/email/change', 'Alterar e-mail'],
  ['/email/change/success', 'E-mail alterado'],
  ['/profile/update', 'Atualizar cadastro'],
  ['/oauth2/authorize', 'Autorizar acesso'],
  ['/personal-informations', 'Dados pessoais'],
  ['/personal-informations/pdv', 'Dados pessoais'],
];

describe('the route table', () => {
  it.each(placeholders)('%s shows its placeholder titled "%s" and sets the tab title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Esta tela chega em breve.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Programa de Fidelidade`));
  });

  it.each(['/', '/home', '/index.php'])('%s shows the home screen', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Início | Programa de Fidelidade'));
  });

  it.each(['/caminho/que/nao/existe', '/register/a/b', '/index.html'])('%s shows the not-found page', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops, página não encontrada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página não encontrada | Programa de Fidelidade'));
  });

  it('wraps every screen in the layout: logo to /, main, footer', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Programa de Fidelidade: página inicial' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('moves focus to the new page’s heading on client-side navigation, not on first load', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'Acesse sua conta' });
    expect(home).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Cadastre-se' }));
    const register = await screen.findByRole('heading', { level: 1, name: 'Cadastre-se' });
    expect(register).toHaveFocus();
  });

  it('logs out at /logout and lands on the signed-out home page', async () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
    const router = renderAt(paths.logout());
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('greets a signed-in person on the home page', async () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
    renderAt('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeInTheDocument();
  });

  it('gives Relay only to the screens that call the API, so the home page does not load it', async () => {
    const register = renderAt('/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastre-se' });
    expect(register.state.matches.map((match) => match.route.id)).toContain('relay');
    const home = createMemoryRouter(routes, { initialEntries: ['/'] });
    home.initialize();
    await vi.waitFor(() => expect(home.state.initialized).toBe(true));
    expect(home.state.matches.map((match) => match.route.id)).not.toContain('relay');
  });

  it('refuses a foreign redirect at /redirect', async () => {
    localStorage.setItem('after_login_redirects_to', 'https://evil.example/');
    renderAt('/redirect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeInTheDocument();
  });
});
