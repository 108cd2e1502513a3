import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { fields, type Canvas } from '../../../test/fields';
import { api, demoUser, errorAnswer, signIn } from '../../../test/storyHelpers';
import { EmailChangeScreen } from './EmailChangeScreen';

/** The seeded unconfirmed sign-up that knows its password (mocks/store.ts `DEMO.unconfirmedWithPassword`). */
const pedro = { email: 'pedro.alves@exemplo.com.br', password: 'Senha@Forte1' } as const;
const newEmail = 'maria.nova@exemplo.com.br';
/** The signed-in stories' draft: per account, under the session token's `sub` (`signIn()`: the demo user's e-mail). */
const draftKey = `draft:email-change:${demoUser.email}`;

/** The variables of every e-mail change the screen sends, by operation, cleared before each story. */
const sentVariables = fn();
const recordVariables = [
  api.mutation('EmailChangeScreenChangeEmailMutation', ({ variables }) => {
    sentVariables('changeEmail', variables);
  }),
  api.mutation('EmailChangeScreenChangeUnconfirmedEmailMutation', ({ variables }) => {
    sentVariables('changeUnconfirmedEmail', variables);
  }),
];
const answerWith = (body: object) => api.mutation('EmailChangeScreenChangeEmailMutation', () => HttpResponse.json(body));

interface User {
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
}
const submitButton = (canvas: Canvas, name = /Alterar e-mail|Enviando\.\.\./) => canvas.getByRole('button', { name });

async function fillAndSubmit(canvas: Canvas, user: User, email: string, password: string): Promise<void> {
  const field = fields(canvas);
  if (email) await user.type(field.newEmail(), email);
  if (password) await user.type(field.currentPassword(), password);
  await user.click(submitButton(canvas));
}

const unconfirmed = () => {
  localStorage.setItem('unconfirmed_user_email', pedro.email);
  localStorage.setItem('url_resend_email', `/api/confirmation/resend?email=${encodeURIComponent(pedro.email)}`);
};
const fillUnconfirmed = async (canvas: Canvas, user: User, email: string, password: string) => {
  const field = fields(canvas);
  await user.type(field.email(/^E-mail correto/), email);
  await user.type(field.password(/^Senha do cadastro/), password);
  await user.click(submitButton(canvas, /Corrigir e-mail/));
};

const meta = {
  title: 'Screens/EmailChange',
  component: EmailChangeScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/email/change' }, msw: { handlers: recordVariables } },
  beforeEach: () => {
    sentVariables.mockClear();
    sessionStorage.clear();
    signIn();
  },
} satisfies Meta<typeof EmailChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
    await expect(field.newEmail()).toHaveAttribute('autocomplete', 'email');
    await expect(field.newEmail()).toHaveAttribute('type', 'email');
    await expect(field.currentPassword()).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.queryByLabelText(/E-mail informado no cadastro/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Campo obrigatório');
    await expect(summary).toHaveTextContent('Digite sua senha');
    await userEvent.type(field.newEmail(), 'maria@');
    await expect(field.newEmail()).toHaveAccessibleDescription(/Email inválido/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

/** The real mock backend: the address belongs to another account and the password is wrong. */
export const ServerFieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, pedro.email, 'Errada@123');
    await waitFor(() => expect(field.newEmail()).toHaveAccessibleDescription(/Este e-mail já está cadastrado\./));
    await expect(field.currentPassword()).toHaveAccessibleDescription(/Senha incorreta\./);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Não foi possível alterar o seu e-mail');
    await expect(sentVariables).toHaveBeenCalledWith('changeEmail', { newEmail: pedro.email, password: 'Errada@123' });
    await expect(field.newEmail()).toHaveValue(pedro.email);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The session ended on the server: cleared here (the shell then goes to sign in and back); the typed address stays in the draft. */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: [...recordVariables, answerWith(errorAnswer('Sua sessão expirou. Entre de novo.', { code: 'UNAUTHENTICATED' }))] } },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, newEmail, demoUser.password);
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}')).toEqual({ newEmail }));
    await expect(sessionStorage.getItem(draftKey)).not.toContain(demoUser.password);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Back from signing in again: the address typed before is there, the password is not. */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ newEmail, password: 'nunca-guardada' }));
  },
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await waitFor(() => expect(field.newEmail()).toHaveValue(newEmail));
    await expect(field.currentPassword()).toHaveValue('');
  },
};

export const RateLimited: Story = {
  parameters: {
    msw: { handlers: [...recordVariables, answerWith(errorAnswer('Muitas tentativas.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, newEmail, demoUser.password);
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 30 segundos.')).toBeVisible();
    await expect(field.newEmail()).toHaveValue(newEmail);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [...recordVariables, http.post('*/graphql', () => HttpResponse.error())] } },
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, newEmail, demoUser.password);
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expect(field.newEmail()).toHaveValue(newEmail);
    await expect(field.currentPassword()).toHaveValue(demoUser.password);
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The real mock backend sends the confirmation; the person goes on with the new address as navigation state. */
export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, newEmail, demoUser.password);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/email/change/success', { email: newEmail, unconfirmed: false }));
    await expect(sentVariables).toHaveBeenCalledOnce();
    await expect(sentVariables).toHaveBeenCalledWith('changeEmail', { newEmail, password: demoUser.password });
    await expect(sessionStorage.getItem(draftKey)).toBeNull();
    await expect(JSON.parse(sessionStorage.getItem('email_change_pending') ?? 'null')).toEqual({ email: newEmail, unconfirmed: false });
  },
};

/** No session, an unconfirmed sign-up from /unconfirmed-user: the mistyped address read-only, and its own page view. */
export const Unconfirmed: Story = {
  beforeEach: () => {
    localStorage.clear();
    unconfirmed();
    window.dataLayer = [];
  },
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Corrigir e-mail do cadastro' })).toBeVisible();
    const current = canvas.getByLabelText(/^E-mail informado no cadastro/, { selector: 'input' });
    await expect(current).toHaveValue(pedro.email);
    await expect(current).toHaveAttribute('readonly');
    await expect(field.password(/^Senha do cadastro/)).toHaveAccessibleDescription(/A senha que você escolheu ao se cadastrar\./);
    await expect(canvas.getByRole('link', { name: 'Voltar sem corrigir' })).toHaveAttribute('href', '/unconfirmed-user');
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'page_view', page_title: 'change-unconfirmed-email', page_path: '/email/change' }));
  },
};

/** The real mock backend: one message whether the password is wrong or there is no such sign-up. */
export const UnconfirmedWrongPassword: Story = {
  beforeEach: () => {
    localStorage.clear();
    unconfirmed();
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await fillUnconfirmed(canvas, userEvent, 'pedro.certo@exemplo.com.br', 'Errada@123');
    await waitFor(() => expect(field.password(/^Senha do cadastro/)).toHaveAccessibleDescription(/E-mail atual ou senha incorretos\./));
    await expect(sentVariables).toHaveBeenCalledWith('changeUnconfirmedEmail', {
      currentEmail: pedro.email,
      newEmail: 'pedro.certo@exemplo.com.br',
      password: 'Errada@123',
    });
    await expect(localStorage.getItem('unconfirmed_user_email')).toBe(pedro.email);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The real mock backend corrects the address: the stored unconfirmed e-mail and resend URL follow it. */
export const UnconfirmedSuccess: Story = {
  beforeEach: () => {
    localStorage.clear();
    unconfirmed();
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillUnconfirmed(canvas, userEvent, 'pedro.certo@exemplo.com.br', pedro.password);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/email/change/success', { email: 'pedro.certo@exemplo.com.br', unconfirmed: true }));
    await expect(sentVariables).toHaveBeenCalledWith('changeUnconfirmedEmail', {
      currentEmail: pedro.email,
      newEmail: 'pedro.certo@exemplo.com.br',
      password: pedro.password,
    });
    await expect(localStorage.getItem('unconfirmed_user_email')).toBe('pedro.certo@exemplo.com.br');
    await expect(localStorage.getItem('url_resend_email')).toBe('/api/confirmation/resend?email=pedro.certo%40exemplo.com.br');
  },
};
