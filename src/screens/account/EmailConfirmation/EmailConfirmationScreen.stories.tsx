import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { api } from '../../../test/storyHelpers';
import { EmailConfirmationScreen } from './EmailConfirmationScreen';

/** The seeded links of the mock backend (mocks/store.ts `DEMO`). */
const tokens = { pending: 'demo-confirmar-email', used: 'demo-email-ja-confirmado', expired: 'demo-confirmacao-expirada' } as const;
const pedro = 'pedro.alves@exemplo.com.br';
/** The sign-up that the demo link `demo-confirmar-email` confirms (mocks/store.ts `DEMO.emailConfirmationUser`). */
const lucas = 'lucas.pereira@exemplo.com.br';
const at = (token: string) => ({ path: '/email/invite/confirmation/:token', initialEntries: [`/email/invite/confirmation/${token}`] });

/** The variables of every `confirmEmail` the screen sends, cleared before each story. */
const sentVariables = fn();
const recordVariables = api.mutation('EmailConfirmationScreenConfirmEmailMutation', ({ variables }) => {
  sentVariables(variables);
});
const confirmedWith = (afterConfirmationRedirectUrl: string) =>
  api.mutation('EmailConfirmationScreenConfirmEmailMutation', () =>
    HttpResponse.json({ data: { confirmEmail: { email: pedro, status: 'CONFIRMED', afterConfirmationRedirectUrl } } }),
  );

const meta = {
  title: 'Screens/EmailConfirmation',
  component: EmailConfirmationScreen,
  // Effects run twice under StrictMode, as in development: the link must still be confirmed once.
  decorators: [
    (Story) => (
      <StrictMode>
        <Story />
      </StrictMode>
    ),
  ],
  parameters: { router: at(tokens.pending), msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
  },
} satisfies Meta<typeof EmailConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real mock backend confirms a sign-up; the unconfirmed-user data of this browser goes. */
export const Confirmed: Story = {
  beforeEach: () => {
    localStorage.setItem('unconfirmed_user_email', lucas);
    localStorage.setItem('url_resend_email', '/api/confirmation/resend');
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'E-mail confirmado' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(`Pronto! O endereço ${lucas} foi confirmado.`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute('href', '/login');
    await expect(sentVariables).toHaveBeenCalledOnce();
    await expect(sentVariables).toHaveBeenCalledWith({ token: tokens.pending });
    await expect(localStorage.getItem('unconfirmed_user_email')).toBeNull();
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
    await expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  },
};

/** The sign-up carried a return address: kept (without the sign-in's own parameters) for the login to follow, never followed here. */
export const ConfirmedWithRedirect: Story = {
  parameters: { msw: { handlers: [recordVariables, confirmedWith('/oauth2/authorize?client_id=loja-parceira&force_logout=1')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(localStorage.getItem('after_login_redirects_to')).toBe('/oauth2/authorize?client_id=loja-parceira');
    await expect(canvas.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute('href', '/login');
  },
};

/** A return address on an origin that is not allowlisted is dropped. */
export const ConfirmedWithForeignRedirect: Story = {
  parameters: { msw: { handlers: [recordVariables, confirmedWith('https://malicioso.exemplo.net/roubo')] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(localStorage.getItem('after_login_redirects_to')).toBeNull();
  },
};

export const AlreadyConfirmed: Story = {
  parameters: { router: at(tokens.used) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail já confirmado' })).toBeVisible();
    await expect(canvas.getByText(/O endereço maria\.silva@exemplo\.com\.br já tinha sido confirmado antes/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute('href', '/login');
    await expect(sentVariables).toHaveBeenCalledWith({ token: tokens.used });
  },
};

export const LinkExpired: Story = {
  parameters: { router: at(tokens.expired) },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Link de confirmação inválido' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/Este link de confirmação expirou ou não é válido\./)).toBeVisible();
    await expect(canvas.getByText(/você poderá pedir um novo envio/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Criar uma conta' })).toHaveAttribute('href', '/register');
    await expect(sentVariables).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        recordVariables,
        api.mutation('EmailConfirmationScreenConfirmEmailMutation', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmando seu e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmando seu e-mail…');
    await waitFor(() => expect(sentVariables).toHaveBeenCalledOnce());
  },
};

/** The first try finds no connection; 'Tentar novamente' reaches the real mock backend. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [recordVariables, http.post('*/graphql', () => HttpResponse.error(), { once: true })] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Não foi possível confirmar agora' })).toBeVisible();
    await expect(canvas.getByText('Sem conexão com a internet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(sentVariables).toHaveBeenCalledTimes(2);
  },
};
