import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as strengthModule from '../validation/passwordStrength';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

const { preload } = vi.hoisted(() => ({ preload: vi.fn() }));
vi.mock('../validation/passwordStrength', async (importOriginal) => ({
  ...(await importOriginal<typeof strengthModule>()),
  preloadPasswordStrength: preload,
}));

function Controlled(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordField id="password" {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const input = () => screen.getByLabelText(/^Senha/, { selector: 'input' });
const RULES = 'minlength: 8; required: lower; required: upper; required: digit; required: special;';

describe('PasswordField with the strength meter', () => {
  it('does not load the estimator on the first render, even with a value', () => {
    preload.mockClear();
    render(<Controlled showStrength autoComplete="new-password" value="Senha@123" />);
    expect(preload).not.toHaveBeenCalled();
    expect(screen.queryByText(/Força da senha|Verificando/)).not.toBeInTheDocument();
  });

  it('loads it on the first focus, once', () => {
    preload.mockClear();
    render(<Controlled showStrength autoComplete="new-password" />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    fireEvent.focus(input());
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('loads it on a change without focus (autofill)', () => {
    preload.mockClear();
    render(<Controlled showStrength autoComplete="new-password" />);
    fireEvent.change(input(), { target: { value: 'Senha@123' } });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('never loads it without the meter', () => {
    preload.mockClear();
    render(<Controlled autoComplete="new-password" />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'Senha@123' } });
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('passwordrules', () => {
  it('is on new-password inputs, for password managers', () => {
    render(<Controlled autoComplete="new-password" />);
    expect(input()).toHaveAttribute('passwordrules', RULES);
  });

  it('is not on current-password inputs', () => {
    render(<Controlled />);
    expect(input()).not.toHaveAttribute('passwordrules');
  });
});
