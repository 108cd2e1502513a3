import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { RegisterSuccessScreen } from './RegisterSuccessScreen';

const email = 'clara.nunes@exemplo.com.br';
const resendCalls = fn();

const meta = {
  title: 'Screens/RegisterSuccess',
  component: RegisterSuccessScreen,
  parameters: { router: { path: '/register/success', initialEntries: ['/register/success'] } },
  beforeEach: () => {
    resendCalls.mockClear();
    sessionStorage.removeItem('confirmation_resend_at');
  },
} satisfies Meta<typeof RegisterSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on its own (a new tab, a bookmark): no address to name, so no resend either. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
    await expect(canvas.getByText(/Enviamos um e-mail de confirmação/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByText('O e-mail foi enviado para:')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Reenviar/ })).toBeNull();
  },
};

/** Right after the sign-up: the address the confirmation went to (from the navigation, not the URL), and a resend. */
export const AfterSignUp: Story = {
  // Minutes, so the wait shown does not tick between the check and the screenshot.
  args: { cooldownMs: 5 * 60_000 },
  parameters: {
    router: { path: '/register/success', initialEntries: [{ pathname: '/register/success', state: { email } }] },
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
    await expect(canvas.getByText('O e-mail foi enviado para:')).toBeVisible();
    await expect(canvas.getByText(email)).toBeVisible();
    await expect(window.location.href).not.toContain('clara');
    const resend = canvas.getByRole('button', { name: 'Reenviar e-mail de confirmação' });
    await userEvent.click(resend);
    await expect(await canvas.findByText(`Enviamos um novo e-mail de confirmação para ${email}.`)).toBeVisible();
    await expect(resendCalls).toHaveBeenCalledWith(email);
    await expect(canvas.getByRole('button', { name: /Reenviar e-mail de confirmação/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
  },
};
