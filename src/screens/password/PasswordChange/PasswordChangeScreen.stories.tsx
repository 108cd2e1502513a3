import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { PasswordChangeScreen } from './PasswordChangeScreen';
import { fields, type Canvas } from '../../../test/fields';
import { api, countRequests, demoUser, errorAnswer, signIn } from '../../../test/storyHelpers';

const newPassword = 'Nova@Senha22';

/** The variables of every `changePassword` the screen sends, cleared before each story. */
const sentVariables = fn();
const recordVariables = api.mutation('PasswordChangeScreenChangePasswordMutation', ({ variables }) => {
  sentVariables(variables);
});
const answerWith = (body: object) => api.mutation('PasswordChangeScreenChangePasswordMutation', () => HttpResponse.json(body));

interface User {
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
}
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Alterar senha|Enviando\.\.\./ });

async function fillAndSubmit(canvas: Canvas, user: User, current: string, next: string, confirmation = next): Promise<void> {
  const field = fields(canvas);
  if (current) await user.type(field.currentPassword(), current);
  if (next) await user.type(field.newPassword(), next);
  if (confirmation) await user.type(field.confirmation(), confirmation);
  await user.click(submitButton(canvas));
}

/** After a server failure nothing typed is lost and the form can be sent again. */
async function expectFormKept(canvas: Canvas, current: string): Promise<void> {
  const field = fields(canvas);
  await expect(field.currentPassword()).toHaveValue(current);
  await expect(field.newPassword()).toHaveValue(newPassword);
  await expect(field.confirmation()).toHaveValue(newPassword);
  await expect(submitButton(canvas)).toBeEnabled();
}

const meta = {
  title: 'Screens/PasswordChange',
  component: PasswordChangeScreen,
  args: { onNavigate: fn() },
  parameters: { router: { path: '/password/change' }, msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
    signIn();
  },
} satisfies Meta<typeof PasswordChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    await expect(field.currentPassword()).toHaveAttribute('autocomplete', 'current-password');
    await expect(field.newPassword()).toHaveAttribute('autocomplete', 'new-password');
    await expect(field.confirmation()).toHaveAttribute('autocomplete', 'new-password');
    // Marked as the password-link screens are: each field required, and the note saying what the mark means (spec §2's text).
    await expect(canvas.getByText('(*) Campos obrigatórios')).toBeVisible();
    for (const input of [field.currentPassword(), field.newPassword(), field.confirmation()]) await expect(input).toBeRequired();
    await expect(field.newPassword()).toHaveAccessibleDescription(/Sua senha deve ter no mínimo 8 caracteres/);
    await expect(canvas.getByRole('link', { name: 'Esqueceu a senha atual? Recupere o acesso' })).toHaveAttribute('href', '/recovery');
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Digite sua senha atual');
    await expect(summary).toHaveTextContent('Digite uma senha');
    await expect(summary).toHaveTextContent('Confirme a senha');
    await expect(field.currentPassword()).toHaveAccessibleDescription(/Digite sua senha atual/);

    await fillAndSubmit(canvas, userEvent, demoUser.password, 'senhafraca', 'outrasenha');
    await expect(field.newPassword()).toHaveAccessibleDescription(
      /Deve conter no mínimo 8 caracteres; e ao menos uma letra maiúscula, uma minúscula, um número e um símbolo\./,
    );
    await expect(field.confirmation()).toHaveAccessibleDescription(/A confirmação de senha não foi repetida corretamente/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const SameAsCurrent: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, demoUser.password, demoUser.password);
    await expect(field.newPassword()).toHaveAccessibleDescription(/A nova senha precisa ser diferente da atual\./);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A nova senha precisa ser diferente da atual.');
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

/** The real mock backend refuses a wrong current password. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, 'Errada@123', newPassword);
    await waitFor(() => expect(field.currentPassword()).toHaveAccessibleDescription(/Senha atual incorreta\./));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('Não foi possível alterar a sua senha');
    await expect(summary).toHaveTextContent('Senha atual incorreta.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(sentVariables).toHaveBeenCalledOnce();
    await expect(sentVariables).toHaveBeenCalledWith({ currentPassword: 'Errada@123', newPassword });
    await expectFormKept(canvas, 'Errada@123');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        recordVariables,
        answerWith(errorAnswer('validation', { validation: { 'input.newPassword': ['Esta senha já foi usada recentemente. Escolha outra.'] } })),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, demoUser.password, newPassword);
    await waitFor(() => expect(field.newPassword()).toHaveAccessibleDescription(/Esta senha já foi usada recentemente\. Escolha outra\./));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Esta senha já foi usada recentemente. Escolha outra.');
    await expect(field.currentPassword()).not.toHaveAccessibleDescription(/Esta senha/);
    await expectFormKept(canvas, demoUser.password);
  },
};

/** The session ended on the server: it is cleared here, and the shell sends the person to sign in and back. */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: [recordVariables, answerWith(errorAnswer('Sua sessão expirou. Entre de novo.', { code: 'UNAUTHENTICATED' }))] } },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, demoUser.password, newPassword);
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    await expect(localStorage.getItem('user')).toBeNull();
    await expect(sentVariables).toHaveBeenCalledOnce();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const RateLimited: Story = {
  parameters: {
    msw: { handlers: [recordVariables, answerWith(errorAnswer('Muitas tentativas.', { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 120 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, demoUser.password, newPassword);
    await expect(await canvas.findByText('Muitas tentativas. Tente novamente em 2 minutos.')).toBeVisible();
    await expectFormKept(canvas, demoUser.password);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [recordVariables, http.post('*/graphql', () => HttpResponse.error())] } },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, demoUser.password, newPassword);
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expectFormKept(canvas, demoUser.password);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** No connection, then 'Tentar novamente' once it is back: the same form is sent again and goes through. */
export const NetworkFailureRetried: Story = {
  parameters: {
    msw: { handlers: [recordVariables, api.mutation('PasswordChangeScreenChangePasswordMutation', () => HttpResponse.error(), { once: true })] },
  },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, demoUser.password, newPassword);
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expectFormKept(canvas, demoUser.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/password/change/success'));
    await expect(sentVariables).toHaveBeenCalledTimes(2);
    await expect(sentVariables).toHaveBeenLastCalledWith({ currentPassword: demoUser.password, newPassword });
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        recordVariables,
        api.mutation('PasswordChangeScreenChangePasswordMutation', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await userEvent.type(field.currentPassword(), demoUser.password);
    await userEvent.type(field.newPassword(), newPassword);
    await userEvent.type(field.confirmation(), newPassword);
    const requests = countRequests('PasswordChangeScreenChangePasswordMutation');
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveTextContent('Enviando...'));
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(field.currentPassword()).toBeDisabled();
    await waitFor(() => expect(sentVariables).toHaveBeenCalled());
    // The second click sent nothing.
    await expect(requests()).toBe(1);
    await expect(sentVariables).toHaveBeenCalledOnce();
  },
};

/** The real mock backend changes the password; the person goes to the success page. */
export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await fillAndSubmit(canvas, userEvent, demoUser.password, newPassword);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/password/change/success'));
    await expect(sentVariables).toHaveBeenCalledOnce();
    await expect(sentVariables).toHaveBeenCalledWith({ currentPassword: demoUser.password, newPassword });
    await expect(field.currentPassword()).toHaveValue('');
  },
};
