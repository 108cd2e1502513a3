import type { StoryContext } from '@storybook/react-vite';

/**
 * A play function's `canvas` (Storybook's testing-library queries bound to the story's root). Not
 * `ReturnType<typeof within>`: `within` is generic, and that type comes out as `any`.
 */
export type Canvas = StoryContext['canvas'];

/**
 * How a field is found, as a person finds it: a text field or a checkbox by its role and the name its
 * visible label gives it; a password input, which has no role, by its label.
 */
type Locator = { role: 'textbox' | 'checkbox'; name: RegExp } | { label: RegExp };

const textbox = (name: RegExp): Locator => ({ role: 'textbox', name });
const checkbox = (name: RegExp): Locator => ({ role: 'checkbox', name });
const passwordInput = (label: RegExp): Locator => ({ label });

/** Every field the screens have. A `label` picks another field of the same kind (`email(/^E-mail correto/)`). */
const locators = {
  name: () => textbox(/^Nome completo/),
  email: (label = /^E-mail/) => textbox(label),
  newEmail: () => textbox(/^Novo e-mail/),
  identifier: () => textbox(/^E-mail ou CPF/),
  cpf: () => textbox(/^CPF/),
  phone: () => textbox(/^Celular/),
  bornOn: () => textbox(/^Data de nascimento/),
  code: () => textbox(/^Código/),
  password: (label = /^Senha/) => passwordInput(label),
  currentPassword: () => passwordInput(/^Senha atual/),
  newPassword: () => passwordInput(/^Nova senha/),
  confirmation: () => passwordInput(/^Repita a nova senha/),
  terms: () => checkbox(/Li e aceito/),
  offers: () => checkbox(/receber ofertas/),
};

type Locators = typeof locators;
/** The fields, each looked up with one kind of query when called. */
type Fields<Found> = { [Field in keyof Locators]: (...label: Parameters<Locators[Field]>) => Found };

function bind<Found>(query: (locator: Locator) => Found): Fields<Found> {
  const entries: [string, (label?: RegExp) => Locator][] = Object.entries(locators);
  return Object.fromEntries(entries.map(([field, locate]) => [field, (label?: RegExp) => query(locate(label))])) as Fields<Found>;
}

/**
 * The screens' fields, for play functions: `const field = fields(canvas)`, then `field.cpf()`. Each call
 * queries the canvas again (nothing is held between calls, so a re-rendered field is found afresh) and
 * throws as `getBy…` does when the field is not there. `field.find.name()` waits for a field (a screen
 * that loads its data first); `field.query.cpf()` gives `null` for a field the screen does not show.
 */
export function fields(canvas: Canvas) {
  return {
    ...bind((l) => ('role' in l ? canvas.getByRole(l.role, { name: l.name }) : canvas.getByLabelText(l.label, { selector: 'input' }))),
    find: bind((l) => ('role' in l ? canvas.findByRole(l.role, { name: l.name }) : canvas.findByLabelText(l.label, { selector: 'input' }))),
    query: bind((l) => ('role' in l ? canvas.queryByRole(l.role, { name: l.name }) : canvas.queryByLabelText(l.label, { selector: 'input' }))),
  };
}
