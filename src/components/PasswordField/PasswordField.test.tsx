import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { createAppTheme, ThemeProvider } from '../theme';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordField id="password" {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const input = () => screen.getByLabelText(/^Senha/, { selector: 'input' });

/** happy-dom's getModifierState knows no CapsLock: give the event the browser's answer. */
function keyWithCapsLock(type: 'keydown' | 'keyup', on: boolean) {
  const event = new KeyboardEvent(type, { key: 'a', bubbles: true });
  Object.defineProperty(event, 'getModifierState', { value: (key: string) => key === 'CapsLock' && on });
  return event;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PasswordField', () => {
  it('shows the Caps Lock warning from the key events and clears it on blur', () => {
    render(<Controlled />);
    const status = screen.getByRole('status');
    fireEvent(input(), keyWithCapsLock('keyup', true));
    expect(status).toHaveTextContent('Caps Lock está ativado.');
    fireEvent(input(), keyWithCapsLock('keydown', false));
    expect(status).toBeEmptyDOMElement();
    fireEvent(input(), keyWithCapsLock('keydown', true));
    fireEvent.blur(input());
    expect(status).toBeEmptyDOMElement();
  });

  it('colours the Caps Lock warning from the site’s palette', () => {
    const theme = createAppTheme({ palette: { warning: { main: '#5a3300' }, background: { warning: '#fdf0d5' } } });
    render(
      <ThemeProvider theme={theme}>
        <Controlled />
      </ThemeProvider>,
    );
    fireEvent(input(), keyWithCapsLock('keyup', true));
    const note = screen.getByText('Caps Lock está ativado.');
    expect(note).toHaveStyle({ color: '#5a3300', backgroundColor: '#fdf0d5' });
  });

  it('survives key events without getModifierState, showing no warning', () => {
    render(<Controlled />);
    const event = new KeyboardEvent('keydown', { key: 'A', bubbles: true });
    Object.defineProperty(event, 'getModifierState', { value: undefined });
    expect(() => fireEvent(input(), event)).not.toThrow();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces each press of the show/hide toggle, and nothing before the first', () => {
    render(<Controlled value="Segredo#2024" />);
    const said = () => Array.from(document.querySelectorAll('[aria-live], [role="status"]'), (region) => region.textContent).join('');
    expect(said()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(said()).toBe('Sua senha está visível.');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(said()).toBe('Sua senha está oculta.');
  });

  it('announces the checklist summary only once typing pauses', async () => {
    vi.useFakeTimers();
    render(<Controlled showChecklist />);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    for (const typed of ['a', 'aB', 'aB1']) {
      fireEvent.change(input(), { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    expect(region).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(region).toHaveTextContent('3 de 5 requisitos atendidos');
  });

  it('waits for a pause in typing, not only in the count: slow keys that meet no new rule keep it quiet', async () => {
    vi.useFakeTimers();
    render(<Controlled showChecklist />);
    const region = document.querySelector('[aria-live="polite"]');
    for (const typed of ['aB', 'aBc', 'aBcd', 'aBcde', 'aBcdef']) {
      fireEvent.change(input(), { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(600));
    }
    expect(region).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(region).toHaveTextContent('2 de 5 requisitos atendidos');
  });

  it('does not announce a prefilled password on mount', async () => {
    vi.useFakeTimers();
    render(<Controlled showChecklist value="Segredo#2024" />);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    expect(screen.getByRole('list', { name: 'Sua senha precisa ter:' })).toHaveTextContent('No mínimo 8 caracteres: atendido');
  });

  it('hides the password again when its form is submitted', async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Controlled value="Segredo#2024" />
        <button type="submit">Entrar</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(input()).toHaveAttribute('type', 'password');
  });

  it('keeps a long Unicode password with spaces whole', async () => {
    const user = userEvent.setup();
    const long = `${'çãõ 🔐 espaço '.repeat(12)}Fim`;
    expect(Array.from(long).length).toBeGreaterThanOrEqual(128);
    render(<Controlled />);
    await user.click(input());
    await user.paste(long);
    expect(input()).toHaveValue(long);
  });

  it('forwards inputRef to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Controlled inputRef={ref} />);
    expect(ref.current).toBe(input());
  });

  it('renders overridden copy with markup as plain text', () => {
    render(
      <MessagesProvider messages={{ passwordField: { hint: '<b>negrito</b>', show: '<i>Ver</i>' } }}>
        <Controlled />
      </MessagesProvider>,
    );
    expect(document.querySelector('b, i')).toBeNull();
    expect(input()).toHaveAccessibleDescription('<b>negrito</b>');
    expect(screen.getByRole('button', { name: '<i>Ver</i>' })).toBeInTheDocument();
  });

  it('lets the caller replace the hint and label', () => {
    render(<Controlled label="Repita a senha" hint="Digite a mesma senha." autoComplete="new-password" />);
    const confirmation = screen.getByLabelText('Repita a senha', { selector: 'input' });
    expect(confirmation).toHaveAccessibleDescription('Digite a mesma senha.');
    expect(confirmation).toHaveAttribute('autocomplete', 'new-password');
  });
});
