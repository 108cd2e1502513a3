// What a key renders again in a text field of this package: the input, and not the parts around it that
// stay the same (the label, the hint, an error that has not changed, the end button). Each is a few
// MUI styled parts; on a slow phone (4× CPU) they were about a fifth of an e-mail key's work.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailField } from './EmailField';
import { FormField } from './FormField';
import { IdentifierField } from './IdentifierField';
import { PasswordField } from './PasswordField';

const renders = new Map<string, number>();

/** The module's real default export, its renders counted under `name`. */
async function counted(name: string, importOriginal: () => Promise<{ default: ComponentType<object> }>) {
  const actual = await importOriginal();
  const Real = actual.default;
  function Counted(props: object) {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return <Real {...props} />;
  }
  return { ...actual, default: Counted };
}
vi.mock('@mui/material/InputLabel', (importOriginal) => counted('label', importOriginal as never));
vi.mock('@mui/material/FormHelperText', (importOriginal) => counted('helper text', importOriginal as never));
vi.mock('@mui/material/InputAdornment', (importOriginal) => counted('end button', importOriginal as never));

beforeEach(() => renders.clear());

/** Types `text` into the field named `name` and returns the renders of each part while it was typed. */
async function rendersWhileTyping(name: RegExp, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(name, { selector: 'input' });
  await user.click(input);
  const before = new Map(renders);
  await user.keyboard(text);
  expect(input).toHaveValue(text);
  return Object.fromEntries([...renders].map(([part, count]) => [part, count - (before.get(part) ?? 0)]));
}

describe('a key renders the input again, not what stays the same around it', () => {
  it('in a plain field with a hint and an error: not the label, the hint or the unchanged error', async () => {
    function Nickname() {
      const [value, setValue] = useState('');
      return <FormField id="nick" label="Apelido" hint="Como quer ser chamado." error="Apelido inválido" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Nickname />);
    expect(await rendersWhileTyping(/^Apelido/, 'Ana')).toEqual({ label: 0, 'helper text': 0 });
    expect(screen.getByText('Apelido inválido')).toBeVisible();
  });

  it('but the error again when it changes', async () => {
    function Nickname() {
      const [value, setValue] = useState('');
      return <FormField id="nick" label="Apelido" error={value.length < 3 ? 'Curto demais' : undefined} value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Nickname />);
    await rendersWhileTyping(/^Apelido/, 'An');
    expect(screen.getByText('Curto demais')).toBeVisible();
    await userEvent.setup().keyboard('a');
    expect(screen.queryByText('Curto demais')).toBeNull();
    expect(screen.getByLabelText(/^Apelido/, { selector: 'input' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('in an e-mail field with an info button: not the button', async () => {
    function Email() {
      const [value, setValue] = useState('');
      return <EmailField id="email" tooltip="Para avisos da sua conta." value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Email />);
    expect(await rendersWhileTyping(/^E-mail/, 'ana@exemplo.com')).toEqual({ label: 0, 'end button': 0 });
  });

  it('in a password field: not the show/hide button, which still works after typing', async () => {
    function Password() {
      const [value, setValue] = useState('');
      return <PasswordField id="password" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Password />);
    expect(await rendersWhileTyping(/^Senha/, 'Jabuticaba#7')).toEqual({ label: 0, 'helper text': 0, 'end button': 0 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(screen.getByLabelText(/^Senha/, { selector: 'input' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeVisible();
  });

  it("in the sign-in's identifier: not the label, and its input is handed to the form once, not again at each key", async () => {
    const inputRef = vi.fn();
    function Identifier() {
      const [value, setValue] = useState('');
      return <IdentifierField id="identifier" value={value} onChange={setValue} inputRef={inputRef} />;
    }
    render(<Identifier />);
    expect(await rendersWhileTyping(/^E-mail ou CPF/, 'ana@exemplo.com')).toEqual({ label: 0 });
    expect(inputRef).toHaveBeenCalledTimes(1);
    expect(inputRef).toHaveBeenCalledWith(screen.getByLabelText(/^E-mail ou CPF/, { selector: 'input' }));
  });
});
