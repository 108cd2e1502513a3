// What a key costs on the sign-up form: the field typed into renders again, and nothing else that does
// not depend on it. On a slow phone each field's MUI parts are several milliseconds of a key's work.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { formFieldRenders } from '../test/formFieldRenders';
import { App } from './App';
import { createAppRouter } from './router';

// The real FormField, its renders counted by field id.
vi.mock('../components/FormField', async (importOriginal) => (await import('../test/formFieldRenders')).countingFormField(importOriginal));

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/register');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('typing a name or an e-mail on /register renders no other field again (the CPF, the phone, the other text field, the password not yet typed, whose meter has nothing to weigh them against)', async () => {
  const router = await createAppRouter(false);
  const { unmount } = render(<App router={router} />);
  const name = await screen.findByRole('textbox', { name: /^Nome completo/ });
  const email = screen.getByRole('textbox', { name: /^E-mail/ });
  await screen.findByRole('textbox', { name: /^Celular/ });
  const user = userEvent.setup();

  // Counted from the focus on: leaving a field checks it, and renders it again.
  await user.click(name);
  const beforeName = new Map(formFieldRenders);
  await user.keyboard('Ana Maria');
  expect(name).toHaveValue('Ana Maria');
  for (const id of ['email', 'identity', 'phoneNumber', 'password']) expect([id, formFieldRenders.get(id)]).toEqual([id, beforeName.get(id)]);

  await user.click(email);
  const beforeEmail = new Map(formFieldRenders);
  await user.keyboard('ana@exemplo.com');
  expect(email).toHaveValue('ana@exemplo.com');
  for (const id of ['name', 'identity', 'phoneNumber', 'password']) expect([id, formFieldRenders.get(id)]).toEqual([id, beforeEmail.get(id)]);
  act(() => unmount());
});

it('the password’s meter still counts the name typed above it as easy to guess, once the name is there', async () => {
  const router = await createAppRouter(false);
  const { unmount } = render(<App router={router} />);
  const user = userEvent.setup();
  const password = await screen.findByLabelText(/^Senha/, { selector: 'input' });
  await user.type(password, 'Kowalczykowska#1');
  // The estimator loads and builds its dictionaries on first use: seconds on a busy machine.
  const strong = await screen.findByText(/^(Forte|Muito forte)$/, {}, { timeout: 30_000 });
  expect(strong).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: /^Nome completo/ }), 'Ana Kowalczykowska');
  expect(await screen.findByText(/^(Muito fraca|Fraca|Razoável)$/, {}, { timeout: 30_000 })).toBeVisible();
  act(() => unmount());
}, 90_000);

it('the meter counts a name typed before the password, in the order the form asks for them', async () => {
  const router = await createAppRouter(false);
  const { unmount } = render(<App router={router} />);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Nome completo/ }), 'Ana Kowalczykowska');
  await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'Kowalczykowska#1');
  // Forte or Muito forte without the name (the test above).
  expect(await screen.findByText(/^(Muito fraca|Fraca|Razoável)$/, {}, { timeout: 30_000 })).toBeVisible();
  act(() => unmount());
}, 90_000);
