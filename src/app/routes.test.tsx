import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../components/theme';
import { paths } from '../services/paths';
import { routes } from './routes';
import { farFutureToken } from '../test/tokenFixtures';
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

/** Screens a signed-out visitor can open, with their heading; later recovery steps need a recovery under way. */
const publicScreens: [string, string][] = [
  ['/recovery', 'Recuperar senha'],
  ['/recovery/profile', 'Recuperar senha pelo CPF'],
  ['/recovery/sent', 'Recuperar senha'],
  ['/recovery/confirmation-code', 'Recuperar senha'],
  ['/recovery/choose-reset-options', 'Recuperar senha'],
  ['/password/change/success', 'Senha alterada'],
  ['/email/change/success', 'Confirme o novo e-mail'],
];

const sessionRoutes = ['/password/change', '/email/change', '/profile/update', '/personal-informations', '/personal-informations/pdv'];

describe('the route table', () => {
  it.each(publicScreens)('%s shows "%s" to a signed-out visitor', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Programa de Fidelidade`));
  });

  it.each(sessionRoutes)('%s sends a signed-out visitor to /login and keeps the way back', async (path) => {
    const router = renderAt(`${path}?de=teste`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('after_login_redirects_to')).toBe(`${path}?de=teste`);
  });

  it('/password/change shows its form to a signed-in person', async () => {
    localStorage.setItem('jwt', farFutureToken);
    renderAt('/password/change');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Senha atual/, { selector: 'input' })).toHaveAttribute('autocomplete', 'current-password');
  });

  it('/email/change lets an unconfirmed sign-up correct the address without a session', async () => {
    localStorage.setItem('unconfirmed_user_email', 'pedro.alves@exemplo.com.br');
    renderAt('/email/change');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corrigir e-mail do cadastro' })).toBeInTheDocument();
  });

  it('/login shows the sign-in form', async () => {
    renderAt('/login');
    // The first screen under the lazily loaded Relay layout: two chunks to load, slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail ou CPF/ })).toHaveAttribute('autocomplete', 'username');
    await waitFor(() => expect(document.title).toBe('Entrar | Programa de Fidelidade'));
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
    // The focus moves in the effects of the render that shows the page, which React may run a frame
    // after the heading is in the document: wait for it, as a screen-reader user does.
    await waitFor(() => expect(register).toHaveFocus());
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
    await vi.waitFor(() => expect(home.state.initialized).toBe(true), { timeout: 15_000 });
    expect(home.state.matches.map((match) => match.route.id)).not.toContain('relay');
  });

  it.each([
    ['/password/create/abc?email=ana.costa%40exemplo.com.br', 'Crie sua Senha'],
    ['/password/reset/abc?email=ana.costa%40exemplo.com.br', 'Redefinir senha'],
  ])('%s shows the password form under the Relay layout', async (path, title) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Sua senha/, { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Repita a senha/, { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
    expect(router.state.matches.map((match) => match.route.id)).toContain('relay');
    await waitFor(() => expect(document.title).toBe(`${title} | Programa de Fidelidade`));
  });

  it.each([
    ['/password/create/success?redirect_uri=%2Foauth2%2Fauthorize', 'Senha criada', 'Sua senha foi criada com sucesso.'],
    ['/password-reset-success?redirect_uri=%2Foauth2%2Fauthorize', 'Senha redefinida', 'Sua senha foi redefinida com sucesso.'],
  ])('%s confirms the new password and leads to the login, keeping the redirect', async (path, title, text) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clique aqui para voltar à página de login' })).toHaveAttribute(
      'href',
      '/login?redirect_uri=%2Foauth2%2Fauthorize',
    );
  });

  it.each([
    ['/register', 'Cadastre-se', 'Criar conta'],
    ['/register/varejo', 'Cadastre-se', 'Criar conta'],
  ])('%s shows the sign-up form under the Relay layout', async (path, title, submit) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
    expect(router.state.matches.map((match) => match.route.id)).toContain('relay');
    await waitFor(() => expect(document.title).toBe(`${title} | Programa de Fidelidade`));
  });

  it('gives each path its own screen: /register then /register/varejo shows the retail variant, not the first form', async () => {
    const router = renderAt('/register');
    await screen.findByRole('heading', { level: 1, name: 'Cadastre-se' });
    expect(screen.queryByLabelText(/^Data de nascimento/, { selector: 'input' })).not.toBeInTheDocument();
    await act(() => router.navigate('/register/varejo'));
    expect(await screen.findByLabelText(/^Data de nascimento/, { selector: 'input' })).toBeInTheDocument();
  });

  it.each([
    ['/register/success', 'Cadastro realizado', /Enviamos um e-mail de confirmação/],
    ['/unconfirmed-user', 'Confirme seu e-mail', /Não encontramos um e-mail aguardando confirmação/],
  ])('%s shows its screen', async (path, title, text) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Programa de Fidelidade`));
  });

  it('/oauth2/authorize without its parameters explains the invalid link under the Relay layout', async () => {
    const router = renderAt(paths.oauth2Authorize());
    expect(await screen.findByRole('heading', { level: 1, name: 'Link de autorização inválido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    expect(router.state.matches.map((match) => match.route.id)).toContain('relay');
    expect(router.state.location.pathname).toBe('/oauth2/authorize');
    await waitFor(() => expect(document.title).toBe('Autorizar acesso | Programa de Fidelidade'));
  });

  it('refuses a foreign redirect at /redirect', async () => {
    localStorage.setItem('after_login_redirects_to', 'https://evil.example/');
    renderAt('/redirect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Não foi possível continuar' })).toBeInTheDocument();
  });
});
