import { delay, http, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor, type within } from 'storybook/test';

const api = graphql.link('*/graphql');

/** The account of the seeded password links of the mock backend. */
export const demoEmail = 'ana.costa@exemplo.com.br';
/** A password that passes every rule. */
export const strongPassword = 'Senha@Forte1';

/** The variables of every `resetPassword` the screen sends, cleared before each story. */
export const sentVariables = fn();

/** Records the mutation's variables, then lets the request go on to the next handler (the mock backend). */
export const recordVariables = api.mutation('PasswordFormResetPasswordMutation', ({ variables }) => {
  sentVariables(variables);
});

/** The request never gets an answer: the screen stays in its sending state. */
export const neverAnswer = api.mutation('PasswordFormResetPasswordMutation', async () => {
  await delay('infinite');
  return HttpResponse.json({ data: null });
});

/** The server breaks: an HTML error page instead of a GraphQL answer. */
export const serverBreaks = http.post('*/graphql', () => new HttpResponse('<h1>Erro interno</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));

/** The connection fails before any answer. */
export const connectionFails = http.post('*/graphql', () => HttpResponse.error());

type Canvas = ReturnType<typeof within>;
/** The part of the play function's `userEvent` the helpers use. */
interface User {
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
}

// The labels end with the required mark (' *').
export const passwordInput = (canvas: Canvas) => canvas.getByLabelText(/^Sua senha/, { selector: 'input' });
export const confirmationInput = (canvas: Canvas) => canvas.getByLabelText(/^Repita a senha/, { selector: 'input' });
export const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Enviar|Enviando\.\.\./ });

/** Types both passwords as a person would, then sends the form. */
export async function fillAndSubmit(canvas: Canvas, user: User, password: string, confirmation = password): Promise<void> {
  if (password) await user.type(passwordInput(canvas), password);
  if (confirmation) await user.type(confirmationInput(canvas), confirmation);
  await user.click(submitButton(canvas));
}

/** The server's failure is shown under the password field and in the focused summary; what was typed stays. */
export async function expectServerError(canvas: Canvas, message: string, typed: string): Promise<void> {
  await waitFor(() => expect(passwordInput(canvas)).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  await expect(passwordInput(canvas)).toHaveValue(typed);
  await expect(confirmationInput(canvas)).toHaveValue(typed);
  await expect(passwordInput(canvas)).toBeEnabled();
  await expect(submitButton(canvas)).toHaveTextContent('Enviar');
}

/** A field's visible label, as a sighted person reads it (with its required mark). */
const labelOf = (input: HTMLElement) => (input as HTMLInputElement).labels?.[0];

/**
 * What every password-link screen shows around its fields, as the create-password screen does: the
 * note '(*) Campos obrigatórios' (spec §2) and both fields marked required, the spec's helper text and
 * the confirmation's hint, the checklist and the button.
 */
export async function expectFieldsMarkedAndHinted(canvas: Canvas): Promise<void> {
  await expect(canvas.getByText('(*) Campos obrigatórios')).toBeVisible();
  for (const input of [passwordInput(canvas), confirmationInput(canvas)]) {
    await expect(input).toBeRequired();
    await expect(labelOf(input)).toHaveTextContent(/\*$/);
  }
  await expect(passwordInput(canvas)).toHaveAccessibleDescription(
    expect.stringContaining('Sua senha deve ter no mínimo 8 caracteres e deve incluir ao menos uma letra maiúscula, uma minúscula, um número e um símbolo.'),
  );
  await expect(confirmationInput(canvas)).toHaveAccessibleDescription('Digite a mesma senha mais uma vez, para ter certeza de que não houve erro de digitação.');
  await expect(canvas.getByText('Sua senha precisa ter:')).toBeVisible();
  await expect(submitButton(canvas)).toHaveTextContent('Enviar');
}
