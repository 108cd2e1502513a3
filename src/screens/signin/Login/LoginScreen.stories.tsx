import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fields } from '../../../test/fields';
import { countRequests } from '../../../test/storyHelpers';
import { expiredToken, farFutureToken, unsignedToken } from '../../../test/tokenFixtures';
import { LoginScreen } from './LoginScreen';

/** The variables of every `login` the screen sends, cleared before each story. */
const sentVariables = fn();

const api = graphql.link('*/graphql');

/** Records the mutation's variables, then lets the request go on to the mock backend. */
const recordVariables = api.mutation('LoginScreenLoginMutation', ({ variables }) => {
  sentVariables(variables);
});

/** Answers the mutation with one GraphQL error, recording the variables. */
const answerWithError = (message: string, extensions?: Record<string, unknown>) =>
  api.mutation('LoginScreenLoginMutation', ({ variables }) => {
    sentVariables(variables);
    return HttpResponse.json({ errors: [{ message, ...(extensions ? { extensions } : {}) }] });
  });

const maria = { email: 'maria.silva@exemplo.com.br', cpf: '52998224725', password: 'Senha@Forte1', name: 'Maria Silva' };

const at = (entry: string) => ({ router: { path: '/login', initialEntries: [entry] } });

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: { onNavigate: fn() },
  parameters: { ...at('/login'), msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^(Entrar|Enviando\.\.\.)$/ });

/** Types an identifier and a password as a person would, then presses 'Entrar'. */
async function signIn({ canvas, userEvent }: Context, identifier: string, password: string): Promise<void> {
  const field = fields(canvas);
  await userEvent.type(field.identifier(), identifier);
  await userEvent.type(field.password(), password);
  await userEvent.click(submitButton(canvas));
}

/** Signed in with nowhere else to go: a greeting, no form, and the way to the account or out. */
async function expectSignedInPanel(canvas: Canvas, greeting: string): Promise<void> {
  await expect(await canvas.findByRole('heading', { level: 1, name: greeting })).toBeVisible();
  await expect(canvas.getByText('Você entrou na sua conta.')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Ir para a sua conta' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
  await expect(canvas.queryByRole('textbox', { name: /^E-mail ou CPF/ })).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Entrar' })).toBeNull();
}

/** Nothing typed is lost after a failure, and no session was started. */
async function expectKeptAndSignedOut(canvas: Canvas, identifier: string, password: string): Promise<void> {
  const field = fields(canvas);
  await expect(field.identifier()).toHaveValue(identifier);
  await expect(field.password()).toHaveValue(password);
  await expect(localStorage.getItem('jwt')).toBeNull();
  await expect(JSON.stringify(localStorage)).not.toContain(password);
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(field.identifier()).toHaveAttribute('autocomplete', 'username');
    await expect(field.identifier()).toHaveAttribute('inputmode', 'email');
    await expect(field.password()).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recovery');
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'E-mail ou CPF: Digite seu e-mail ou CPF' })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Senha: Digite sua senha' })).toBeVisible();
    await expect(field.identifier()).toHaveAccessibleDescription(/Digite seu e-mail ou CPF/);
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const PrefilledIdentifier: Story = {
  parameters: at(`/login?identifier=${maria.cpf}`),
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(field.identifier()).toHaveValue('529.982.247-25');
    await expect(field.password()).toHaveValue('');
  },
};

export const CpfIdentifier: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const field = fields(canvas);
    await userEvent.type(field.identifier(), maria.cpf);
    await expect(field.identifier()).toHaveValue('529.982.247-25');
    await userEvent.type(field.password(), maria.password);
    await userEvent.click(submitButton(canvas));
    // Nothing stored to go back to: the person stays on /login (spec §4), which now says they are in.
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/login'));
    await expect(sentVariables).toHaveBeenCalledWith({ identifier: maria.cpf, password: maria.password });
    await expectSignedInPanel(canvas, 'Olá, Maria Silva!');
  },
};

export const WrongCredentials: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await signIn(context, maria.email, 'Senha@Errada1');
    await expect(await canvas.findByText('E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.')).toBeVisible();
    await expect(sentVariables).toHaveBeenCalledWith({ identifier: maria.email, password: 'Senha@Errada1' });
    await expectKeptAndSignedOut(canvas, maria.email, 'Senha@Errada1');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Unconfirmed: Story = {
  parameters: {
    msw: { handlers: [answerWithError('UNCONFIRMED#joao.souza@exemplo.com.br#/api/confirmation/resend?email=joao.souza%40exemplo.com.br')] },
  },
  play: async (context) => {
    const { args } = context;
    await signIn(context, 'joao.souza@exemplo.com.br', 'Senha@Forte1');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/unconfirmed-user'));
    await expect(localStorage.getItem('unconfirmed_user_email')).toBe('joao.souza@exemplo.com.br');
    await expect(localStorage.getItem('url_resend_email')).toBe('/api/confirmation/resend?email=joao.souza%40exemplo.com.br');
  },
};

export const Disabled: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const field = fields(canvas);
    await signIn(context, 'bloqueado@exemplo.com.br', 'Senha@Forte1');
    // The dialog renders in a portal, outside the story's root (which it hides from assistive technology).
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Conta bloqueada' });
    await expect(dialog).toHaveAccessibleDescription(/fale com o atendimento/);
    await expect(localStorage.getItem('disabled_user_prompt')).toBe('disabled');
    await expect(localStorage.getItem('jwt')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem('disabled_user_prompt')).toBeNull();
    await expect(field.password()).toHaveValue('Senha@Forte1');
  },
};

export const DisabledPromptOnLoad: Story = {
  beforeEach: () => {
    localStorage.setItem('disabled_user_prompt', 'disabled');
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Conta bloqueada' })).toBeVisible();
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('LoginScreenLoginMutation', ({ variables }) => {
          sentVariables(variables);
          return HttpResponse.json({ errors: [{ message: 'Too Many Requests' }] }, { status: 429, headers: { 'Retry-After': '60' } });
        }),
      ],
    },
  },
  play: async (context) => {
    const { canvas } = context;
    await signIn(context, maria.email, 'Senha@Errada1');
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 1 minuto.')).toBeVisible();
    await expectKeptAndSignedOut(canvas, maria.email, 'Senha@Errada1');
  },
};

export const RateLimitedByCode: Story = {
  parameters: { msw: { handlers: [answerWithError('Muitas tentativas de acesso.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 })] } },
  play: async (context) => {
    const { canvas } = context;
    await signIn(context, maria.cpf, maria.password);
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 30 segundos.')).toBeVisible();
    await expectKeptAndSignedOut(canvas, '529.982.247-25', maria.password);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.post('*/graphql', () => HttpResponse.error())] } },
  play: async (context) => {
    const { canvas, args } = context;
    await signIn(context, maria.email, maria.password);
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expectKeptAndSignedOut(canvas, maria.email, maria.password);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // As every form: a lost connection offers to send again, and goes by itself once the browser is back online.
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(canvas.queryByText('Sem conexão com a internet')).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await expectKeptAndSignedOut(canvas, maria.email, maria.password);
  },
};

/** Answers the sign-in with `token` for Maria, recording the variables. */
const answerWithToken = (token: string) =>
  api.mutation('LoginScreenLoginMutation', ({ variables }) => {
    sentVariables(variables);
    return HttpResponse.json({ data: { login: { token, user: { name: maria.name } } } });
  });

/** The server's token cannot be used (here: no `exp`): no session, a general error, everything typed kept. */
export const UnusableToken: Story = {
  parameters: { msw: { handlers: [answerWithToken(unsignedToken({ sub: 'usuario-1', name: maria.name }))] } },
  play: async (context) => {
    const { canvas, args } = context;
    await signIn(context, maria.email, maria.password);
    await expect(await canvas.findByText('Não foi possível iniciar a sua sessão. Tente novamente em instantes.')).toBeVisible();
    await expect(sentVariables).toHaveBeenCalledOnce();
    await expectKeptAndSignedOut(canvas, maria.email, maria.password);
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** A token already past, or lasting more than a year: most often the phone's clock is wrong, so the message says where to look. */
export const TokenOutOfTime: Story = {
  parameters: { msw: { handlers: [answerWithToken(expiredToken)] } },
  play: async (context) => {
    const { canvas, args } = context;
    await signIn(context, maria.email, maria.password);
    await expect(
      await canvas.findByText('Não foi possível iniciar a sua sessão. Confira se a data e a hora do seu aparelho estão certas e tente novamente.'),
    ).toBeVisible();
    await expectKeptAndSignedOut(canvas, maria.email, maria.password);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('LoginScreenLoginMutation', async ({ variables }) => {
          sentVariables(variables);
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await userEvent.type(field.identifier(), maria.email);
    await userEvent.type(field.password(), maria.password);
    const requests = countRequests('LoginScreenLoginMutation');
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveTextContent('Enviando...'));
    await expect(submitButton(canvas)).toBeDisabled();
    // The button changes as the submit starts; the request reaches the mock (through its service worker) after.
    await waitFor(() => expect(sentVariables).toHaveBeenCalled());
    await expect(requests()).toBe(1);
    await expect(sentVariables).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  parameters: at(`/login?redirect_uri=${encodeURIComponent('/profile/update?aba=dados&force_logout=1')}`),
  play: async (context) => {
    const { canvas, args } = context;
    await waitFor(() => expect(localStorage.getItem('after_login_redirects_to')).toBe('/profile/update?aba=dados&force_logout=1'));
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register?redirect_uri=%2Fprofile%2Fupdate%3Faba%3Ddados');
    await signIn(context, 'MARIA.SILVA@exemplo.com.br', maria.password);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/profile/update?aba=dados'));
    // On its way there, the page does not greet as if the person stayed.
    await expect(canvas.queryByRole('heading', { level: 1, name: /^Olá/ })).toBeNull();
    // Used once: a later sign-in must not come back here.
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
    await expect(sentVariables).toHaveBeenCalledWith({ identifier: 'MARIA.SILVA@exemplo.com.br', password: maria.password });
    await expect(localStorage.getItem('jwt')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ name: maria.name });
    await expect(JSON.stringify(localStorage)).not.toContain(maria.password);
  },
};

export const AlreadySignedIn: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: maria.name }));
  },
  play: async ({ canvas, args }) => {
    // /login is where a signed-in person with nowhere else to go belongs: it says so, and leads on.
    await expectSignedInPanel(canvas, 'Olá, Maria Silva!');
    await expect(canvas.queryByText('Você já está conectado. Redirecionando…')).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const AlreadySignedInWithoutName: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
  },
  play: async ({ canvas, args }) => {
    await expectSignedInPanel(canvas, 'Olá!');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const AlreadySignedInWithStoredPath: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('after_login_redirects_to', '/profile/update');
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/profile/update'));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    // Going on, not staying: the page never says "you are in" on its way out.
    await expect(canvas.getByText('Você já está conectado. Redirecionando…')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ir para a sua conta' })).toBeNull();
  },
};

export const AlreadySignedInWithRedirect: Story = {
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('after_login_redirects_to', 'https://parceiro.exemplo.com.br/volta?target=register');
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/redirect'));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const ForceLogout: Story = {
  parameters: at(`/login?redirect_uri=${encodeURIComponent('/oauth2/authorize?client_id=loja&force_logout=1')}`),
  beforeEach: () => {
    localStorage.setItem('jwt', farFutureToken);
    localStorage.setItem('user', JSON.stringify({ name: 'Outra Pessoa' }));
  },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(canvas.getByText('Entre com seu e-mail ou CPF e sua senha.')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const StartAtRegister: Story = {
  parameters: at(`/login?redirect_uri=${encodeURIComponent('/oauth2/authorize?client_id=loja&target=register')}`),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/register?redirect_uri=%2Foauth2%2Fauthorize%3Fclient_id%3Dloja'));
    // Followed once: the stored redirect no longer sends sign-in back to sign-up.
    await expect(localStorage.getItem('after_login_redirects_to')).toBe('/oauth2/authorize?client_id=loja');
  },
};

const authorizeRequest = (clientId: string) =>
  `/oauth2/authorize?${new URLSearchParams({ client_id: clientId, redirect_uri: 'https://loja.exemplo.com.br/oauth/callback', response_type: 'code', scope: 'openid' })}`;

/** A partner's application asked for the sign-in: the page says who, with the name the backend gives. */
export const ForPartner: Story = {
  beforeEach: () => {
    localStorage.setItem('after_login_redirects_to', authorizeRequest('loja-parceira'));
  },
  play: async ({ canvas }) => {
    // The line waits for its own code and the client's query (both load only for a partner's request): as long as a slow phone may take.
    await expect(await canvas.findByText('Para continuar em Loja Parceira', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(fields(canvas).identifier()).toBeVisible();
  },
};
