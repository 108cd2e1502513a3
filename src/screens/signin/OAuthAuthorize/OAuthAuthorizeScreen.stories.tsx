import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor, type within } from 'storybook/test';
import { farFutureToken } from '../../../test/tokenFixtures';
import { countRequests } from '../../../test/storyHelpers';
import { OAuthAuthorizeScreen } from './OAuthAuthorizeScreen';

const api = graphql.link('*/graphql');
const redirectUri = 'https://loja.exemplo.com.br/oauth/callback';
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const request = {
  client_id: 'loja-parceira',
  redirect_uri: redirectUri,
  response_type: 'code',
  scope: 'openid profile email',
  state: 'estado 123&x',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

const authorizeUrl = (params: Record<string, string> = request) => `/oauth2/authorize?${new URLSearchParams(params)}`;
const at = (url: string) => ({ router: { path: '/oauth2/authorize', initialEntries: [url] } });

/** The variables of every `authorizeOAuthClient` the screen sends, cleared before each story. */
const sentVariables = fn();
/** Where the screen sent the browser, outside the portal. */
const navigatedTo = fn<(url: string) => void>();
const recordVariables = api.mutation('ConsentAuthorizeMutation', ({ variables }) => {
  sentVariables(variables);
});

const signIn = () => {
  localStorage.setItem('jwt', farFutureToken);
  localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
};

type Canvas = ReturnType<typeof within>;
const allowButton = (canvas: Canvas) => canvas.findByRole('button', { name: /Permitir|Autorizando\.\.\./ });

const meta = {
  title: 'Screens/OAuthAuthorize',
  component: OAuthAuthorizeScreen,
  args: { onNavigateExternal: navigatedTo, onNavigate: fn() },
  parameters: { ...at(authorizeUrl()), msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
    navigatedTo.mockClear();
  },
} satisfies Meta<typeof OAuthAuthorizeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutRedirectsToLogin: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
    await expect(localStorage.getItem('after_login_redirects_to')).toBe(authorizeUrl());
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
  },
};

export const SignedOutToSignUp: Story = {
  parameters: at(authorizeUrl({ ...request, target: 'register' })),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/register'));
    await expect(localStorage.getItem('after_login_redirects_to')).toBe(authorizeUrl({ ...request, target: 'register' }));
  },
};

export const SignedInConsent: Story = {
  beforeEach: signIn,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Loja Parceira quer acessar a sua conta' })).toBeVisible();
    await expect(canvas.getByText('Você está usando a conta de Maria Silva.')).toBeVisible();
    await expect(canvas.getByText('Se você permitir, Loja Parceira poderá:')).toBeVisible();
    const permissions = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(permissions).toEqual([
      'Confirmar que é você quem está usando a conta',
      'Ver o seu nome e o tipo do seu cadastro',
      'Ver o seu endereço de e-mail',
    ]);
    await expect(canvas.getByText(/Depois, você volta para loja\.exemplo\.com\.br\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Não é você?' })).toBeEnabled();
    await expect(await allowButton(canvas)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    // Every button as tall as the theme's (48 px), none shorter.
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    // Nothing is granted until 'Permitir'.
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Checks the invalid-link page: the reason, a way home, and no navigation at all. */
const expectInvalid = (reason: string): Story['play'] =>
  async function play({ canvas, args }) {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Link de autorização inválido' })).toBeVisible();
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Permitir' })).toBeNull();
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
  };

export const UnknownClient: Story = {
  parameters: at(authorizeUrl({ ...request, client_id: 'nao-cadastrado' })),
  play: expectInvalid('O aplicativo que pediu o acesso não está cadastrado.'),
};

export const BadRedirectUri: Story = {
  beforeEach: signIn,
  parameters: at(authorizeUrl({ ...request, redirect_uri: 'https://malicioso.exemplo.net/callback' })),
  play: expectInvalid('O endereço de retorno não está cadastrado para este aplicativo.'),
};

export const MissingParameters: Story = {
  beforeEach: signIn,
  parameters: at('/oauth2/authorize?client_id=loja-parceira'),
  play: expectInvalid('Faltam informações obrigatórias no link (o aplicativo, o endereço de retorno ou o tipo de resposta).'),
};

export const UnsupportedResponseType: Story = {
  beforeEach: signIn,
  parameters: at(authorizeUrl({ ...request, response_type: 'token' })),
  play: expectInvalid('O tipo de resposta pedido não é aceito por este portal.'),
};

export const UnknownScope: Story = {
  beforeEach: signIn,
  parameters: at(authorizeUrl({ ...request, scope: 'openid points' })),
  play: expectInvalid('O aplicativo pediu uma permissão que não existe.'),
};

export const PlainPkceRefused: Story = {
  beforeEach: signIn,
  parameters: at(authorizeUrl({ ...request, code_challenge_method: 'plain' })),
  play: expectInvalid('O método de segurança (PKCE) pedido não é aceito por este portal.'),
};

/** A public client (the backend says it is not confidential) must send an S256 challenge: without one nothing is issued. */
export const PkceMissingRefused: Story = {
  beforeEach: signIn,
  parameters: at(authorizeUrl({ client_id: request.client_id, redirect_uri: redirectUri, response_type: 'code', scope: request.scope, state: request.state })),
  play: async (context) => {
    await expectInvalid('O aplicativo não enviou a proteção de segurança (PKCE com S256) que este portal exige dele.')?.(context);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

/** A confidential client (its secret stays on its server) may leave PKCE out: the consent works as for any other. */
export const ConfidentialClientWithoutPkce: Story = {
  beforeEach: signIn,
  parameters: at(
    authorizeUrl({ client_id: 'app-vendas', redirect_uri: 'https://vendas.exemplo.com.br/callback', response_type: 'code', scope: 'openid points', state: 'v1' }),
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'App de Vendas quer acessar a sua conta' })).toBeVisible();
    await userEvent.click(await allowButton(canvas));
    await waitFor(() => expect(args.onNavigateExternal).toHaveBeenCalledTimes(1));
    await expect(sentVariables).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'app-vendas', codeChallenge: null, codeChallengeMethod: null }));
    const target = new URL(navigatedTo.mock.calls[0]?.[0] ?? '');
    await expect(`${target.origin}${target.pathname}`).toBe('https://vendas.exemplo.com.br/callback');
    await expect(target.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  },
};

export const Approving: Story = {
  beforeEach: signIn,
  parameters: {
    msw: {
      handlers: [
        recordVariables,
        api.mutation('ConsentAuthorizeMutation', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    // A double click must ask for one code.
    const allow = await allowButton(canvas);
    const requests = countRequests('ConsentAuthorizeMutation');
    await userEvent.dblClick(allow);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Autorizando\.\.\./ })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Não é você?' })).toBeDisabled();
    // The request leaves once the Relay runtime is there (src/relay/useMutation.ts): one request.
    await waitFor(() => expect(sentVariables).toHaveBeenCalledTimes(1));
    await expect(requests()).toBe(1);
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
  },
};

export const Approved: Story = {
  beforeEach: signIn,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await allowButton(canvas));
    await waitFor(() => expect(args.onNavigateExternal).toHaveBeenCalledTimes(1));
    await expect(sentVariables).toHaveBeenCalledWith({
      clientId: 'loja-parceira',
      redirectUri,
      responseType: 'code',
      scope: 'openid profile email',
      state: 'estado 123&x',
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
    });
    const target = new URL(navigatedTo.mock.calls[0]?.[0] ?? '');
    await expect(`${target.origin}${target.pathname}`).toBe(redirectUri);
    await expect(target.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await expect(target.searchParams.get('state')).toBe('estado 123&x');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** A backend that answers with another host is not followed (defence in depth). */
export const ForeignRedirectFromBackend: Story = {
  beforeEach: signIn,
  parameters: {
    msw: {
      handlers: [
        api.mutation('ConsentAuthorizeMutation', () =>
          HttpResponse.json({ data: { authorizeOAuthClient: { redirectTo: 'https://malicioso.exemplo.net/?code=roubado' } } }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await allowButton(canvas));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível autorizar o acesso'));
    // Spoken as its text (an alert): the title and the message do not run together.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível autorizar o acesso Ocorreu um erro ao autorizar o acesso. Tente novamente em instantes.');
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
    await expect(await allowButton(canvas)).toBeEnabled();
  },
};

/** The server no longer accepts the session: sign in again and come back to this page. */
export const SessionEndedOnServer: Story = {
  beforeEach: signIn,
  parameters: {
    msw: {
      handlers: [
        api.mutation('ConsentAuthorizeMutation', () =>
          HttpResponse.json({ data: null, errors: [{ message: 'Entre na sua conta.', extensions: { code: 'UNAUTHENTICATED' } }] }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await allowButton(canvas));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
    await expect(localStorage.getItem('jwt')).toBeNull();
    await expect(localStorage.getItem('after_login_redirects_to')).toBe(authorizeUrl());
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
  },
};

export const Denied: Story = {
  beforeEach: signIn,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onNavigateExternal).toHaveBeenCalledWith(`${redirectUri}?error=access_denied&state=estado+123%26x`);
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(localStorage.getItem('jwt')).toBe(farFutureToken);
  },
};

export const NotYou: Story = {
  beforeEach: () => {
    signIn();
    localStorage.setItem('email', 'maria.silva@exemplo.com.br');
    sessionStorage.setItem('draft:profile-update:demo', JSON.stringify({ name: 'Maria Souza' }));
  },
  // Even a link meant for sign-up: the person who is not Maria signs in with their own account.
  parameters: at(authorizeUrl({ ...request, target: 'register' })),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Não é você?' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledTimes(1));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
    await expect(localStorage.getItem('jwt')).toBeNull();
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(localStorage.getItem('after_login_redirects_to')).toBe(authorizeUrl({ ...request, target: 'register' }));
    // Signed out here: nothing of Maria's account stays for whoever signs in next.
    await expect(localStorage.getItem('email')).toBeNull();
    await expect(sessionStorage.getItem('draft:profile-update:demo')).toBeNull();
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
  },
};

export const LoadFailure: Story = {
  beforeEach: signIn,
  parameters: { msw: { handlers: [http.post('*/graphql', () => HttpResponse.error())] } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Não foi possível carregar o pedido de acesso' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
    await expect(args.onNavigateExternal).not.toHaveBeenCalled();
  },
};
