import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { UnconfirmedUserScreen } from './UnconfirmedUserScreen';

const email = 'joao.souza@exemplo.com.br';
const resendCalls = fn();

const meta = {
  title: 'Screens/UnconfirmedUser',
  component: UnconfirmedUserScreen,
  parameters: { router: { path: '/unconfirmed-user', initialEntries: ['/unconfirmed-user'] } },
  beforeEach: () => {
    resendCalls.mockClear();
    sessionStorage.removeItem('confirmation_resend_at');
    localStorage.setItem('unconfirmed_user_email', email);
    localStorage.setItem('url_resend_email', `/api/confirmation/resend?email=${encodeURIComponent(email)}`);
  },
} satisfies Meta<typeof UnconfirmedUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const resendButton = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('button', { name: /Reenviar e-mail de confirmação|Reenviando/ });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
    await expect(canvas.getByText(email)).toBeVisible();
    await expect(canvas.getByText(/clique no link dela/)).toBeVisible();
    await expect(resendButton(canvas)).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('link', { name: 'Digitou o e-mail errado? Corrija o endereço' })).toHaveAttribute('href', '/email/change');
  },
};

export const ResendSent: Story = {
  // Minutes, so the wait shown does not tick between the check and the screenshot.
  args: { cooldownMs: 5 * 60_000 },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/confirmation/resend', ({ request }) => {
          resendCalls(new URL(request.url).searchParams.get('email'));
          return HttpResponse.json({ sent: true });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(resendButton(canvas));
    await expect(await canvas.findByText(`Enviamos um novo e-mail de confirmação para ${email}.`)).toBeVisible();
    await expect(resendCalls).toHaveBeenCalledWith(email);
    await expect(resendButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(resendButton(canvas)).toHaveAccessibleDescription('Você poderá pedir um novo envio em 5 minutos.');
    await expect(resendCalls).toHaveBeenCalledTimes(1);
  },
};

export const ResendAvailableAgain: Story = {
  args: { cooldownMs: 50 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(resendButton(canvas));
    await expect(await canvas.findByText(/Enviamos um novo e-mail/)).toBeVisible();
    // The wait is counted in whole seconds: available again once the first second has passed.
    await waitFor(() => expect(resendButton(canvas)).not.toHaveAttribute('aria-disabled'), { timeout: 5_000 });
  },
};

export const ResendFailed: Story = {
  args: { cooldownMs: 5 * 60_000 },
  parameters: { msw: { handlers: [http.post('*/api/confirmation/resend', () => HttpResponse.json({ sent: false }, { status: 503 }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(resendButton(canvas));
    await expect(await canvas.findByText('Não foi possível reenviar o e-mail agora. Tente novamente em instantes.')).toBeVisible();
    await expect(canvas.queryByText(/Enviamos um novo e-mail/)).toBeNull();
  },
};

/** A reload during the wait: the button stays disabled, with the time left. */
export const WaitKeptAfterReload: Story = {
  args: { cooldownMs: 5 * 60_000 },
  beforeEach: () => {
    sessionStorage.setItem('confirmation_resend_at', JSON.stringify({ email, at: Date.now() + 4 * 60_000 + 30_000 }));
  },
  play: async ({ canvas }) => {
    await expect(resendButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(resendButton(canvas)).toHaveAccessibleDescription('Você poderá pedir um novo envio em 5 minutos.');
    await expect(resendCalls).not.toHaveBeenCalled();
  },
};

/** The address was confirmed meanwhile (in another tab, or from the e-mail): said plainly. */
export const AlreadyConfirmed: Story = {
  args: { cooldownMs: 5 * 60_000 },
  parameters: {
    msw: { handlers: [http.post('*/api/confirmation/resend', () => HttpResponse.json({ sent: false, reason: 'ALREADY_CONFIRMED' }, { status: 409 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(resendButton(canvas));
    await expect(await canvas.findByText('Este e-mail já foi confirmado. Entre na sua conta.')).toBeVisible();
    await expect(canvas.queryByText(/Enviamos um novo e-mail/)).toBeNull();
  },
};

/** The server's message named a resend URL on another site: it is not called; the page says how else to get a new link. */
export const ResendUrlOnAnotherSite: Story = {
  beforeEach: () => {
    localStorage.setItem('url_resend_email', `https://malicioso.exemplo.net/api/confirmation/resend?email=${encodeURIComponent(email)}`);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(email)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reenviar/ })).toBeNull();
    await expect(
      canvas.getByText('Não é possível reenviar o e-mail de confirmação por aqui. Procure a mensagem na sua caixa de entrada ou entre na sua conta para receber um novo link.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Digitou o e-mail errado? Corrija o endereço' })).toHaveAttribute('href', '/email/change');
  },
};

export const NothingStored: Story = {
  beforeEach: () => {
    localStorage.removeItem('unconfirmed_user_email');
    localStorage.removeItem('url_resend_email');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Não encontramos um e-mail aguardando confirmação/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reenviar/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: /Corrija o endereço/ })).toBeNull();
  },
};
