import { yupResolver } from '@hookform/resolvers/yup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { MessagesProvider } from '../messages';
import { OVERFLOW_LIMIT } from '../MaskedInput/MaskedInput';
import { cpfError } from '../validation/cpf.ts';
import { cpfRule } from '../validation/schemas.ts';
import { CpfField, type CpfFieldProps } from './CpfField';

function Controlled({ onChange, value: initial = '', ...props }: Partial<CpfFieldProps>) {
  const [value, setValue] = useState(initial);
  return (
    <CpfField
      id="cpf"
      name="cpf"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function SignUp({ onSubmit }: { onSubmit: (values: { cpf: string }) => void }) {
  const { control, handleSubmit } = useForm({ resolver: yupResolver(object({ cpf: cpfRule() })), defaultValues: { cpf: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="cpf"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => <CpfField id="cpf" required {...field} inputRef={ref} error={fieldState.error?.message} />}
      />
      <button type="submit">Criar conta</button>
    </form>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: /CPF/ });

describe('CpfField', () => {
  it('masks what is typed and reports the digits', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.type(input(), '52998224725');
    expect(input()).toHaveValue('529.982.247-25');
    expect(onChange).toHaveBeenLastCalledWith('52998224725');
  });

  it('survives a 10,000-character paste, emoji and Arabic-Indic digits, and never cuts it to a valid CPF', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.paste(`😀٥٢٩${'x'.repeat(10_000)}٩٨٢٢٤٧٢٥${'9'.repeat(10_000)}`);
    // the first 11 digits alone are a valid CPF: the extra ones stay, up to the overflow limit, to be flagged
    const kept = `52998224725${'9'.repeat(OVERFLOW_LIMIT)}`;
    expect(input()).toHaveValue(`529.982.247-25${'9'.repeat(OVERFLOW_LIMIT)}`);
    expect(onChange).toHaveBeenLastCalledWith(kept);
    expect(cpfError(kept, { whileTyping: true })).toBe('CPF inválido');
  });

  it('keeps a paste of 12 digits whole and says CPF inválido, where the first 11 would be a valid CPF', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.paste('295379955930');
    expect(input()).toHaveValue('295.379.955-930');
    expect(onChange).toHaveBeenLastCalledWith('295379955930');
    // the caret stays after the last digit; deleting the extra one leaves the valid CPF
    expect(input().selectionStart).toBe(15);
    await userEvent.keyboard('{Backspace}');
    expect(input()).toHaveValue('295.379.955-93');
    expect(onChange).toHaveBeenLastCalledWith('29537995593');
  });

  it('refuses a twelfth typed digit, at the end or in the middle, as before: only a paste overflows', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} value="52998224725" />);
    await userEvent.type(input(), '1');
    expect(input()).toHaveValue('529.982.247-25');
    input().setSelectionRange(5, 5);
    await userEvent.keyboard('0');
    expect(input()).toHaveValue('529.982.247-25');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a digit typed over a selected one in an over-long CPF, caret after it', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} value="295379955930" />);
    expect(input()).toHaveValue('295.379.955-930');
    input().focus();
    input().setSelectionRange(0, 1);
    await userEvent.keyboard('1');
    expect(input()).toHaveValue('195.379.955-930');
    expect(input().selectionStart).toBe(1);
    expect(onChange).toHaveBeenLastCalledWith('195379955930');
  });

  it('binds an over-long paste to react-hook-form as a value the rule refuses with CPF inválido', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.click(input());
    await userEvent.paste('295.379.955-930');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(input()).toHaveValue('295.379.955-930');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a paste without digits, leaving no stray punctuation', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.paste('😀 abc \u0000');
    expect(input()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('deletes a digit with every Backspace, never just the punctuation', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} value="5299" />);
    expect(input()).toHaveValue('529.9');
    await userEvent.type(input(), '{Backspace}');
    expect(input()).toHaveValue('529');
    await userEvent.type(input(), '{Backspace}');
    expect(input()).toHaveValue('52');
    expect(onChange).toHaveBeenLastCalledWith('52');
  });

  it('deletes the digit before a dot when Backspace is pressed right after the dot', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} value="5299822" />);
    expect(input()).toHaveValue('529.982.2');
    input().focus();
    input().setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    expect(input()).toHaveValue('529.822');
    expect(onChange).toHaveBeenLastCalledWith('529822');
  });

  it('binds to react-hook-form through Controller, with the yup rule', async () => {
    const onSubmit = vi.fn();
    render(<SignUp onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(input()).toHaveFocus();
    await userEvent.type(input(), '52998224724');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input());
    await userEvent.type(input(), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ cpf: '52998224725' }, expect.anything()), { timeout: 15_000 });
  });

  it('calls onBlur and hides the hint when asked', async () => {
    const onBlur = vi.fn();
    render(<Controlled onBlur={onBlur} hint={null} />);
    expect(input()).not.toHaveAttribute('aria-describedby');
    await userEvent.click(input());
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('takes its copy from the site', () => {
    render(
      <MessagesProvider messages={{ cpfField: { label: 'CPF do titular' } }}>
        <Controlled />
      </MessagesProvider>,
    );
    expect(screen.getByRole('textbox', { name: /CPF do titular/ })).toBeInTheDocument();
  });
});
