import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import type { PasswordStrength as Strength } from '../validation/passwordStrength';
import { PasswordStrength, STRENGTH_ANNOUNCE_DELAY_MS, STRENGTH_ESTIMATE_DELAY_MS } from './PasswordStrength';

const weak: Strength = { score: 1, feedback: { warning: 'Esta é uma senha muito comum.', suggestions: ['Adicione mais palavras menos comuns.'] } };
const strong: Strength = { score: 4, feedback: { warning: null, suggestions: [] } };
const liveRegion = () => document.querySelector('[aria-live="polite"]');

/** Lets the timers and the estimator's promise run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PasswordStrength', () => {
  it('estimates once typing pauses, not on every key', async () => {
    const check = vi.fn((password: string) => Promise.resolve(password.length > 8 ? strong : weak));
    const { rerender } = render(<PasswordStrength password="S" check={check} />);
    for (const password of ['Se', 'Sen', 'Senh', 'Senha']) {
      await advance(STRENGTH_ESTIMATE_DELAY_MS - 50);
      rerender(<PasswordStrength password={password} check={check} />);
    }
    expect(check).not.toHaveBeenCalled();
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(check).toHaveBeenCalledExactlyOnceWith('Senha', []);
    expect(screen.getByText('Fraca').parentElement).toHaveTextContent('Força da senha: Fraca');
    expect(screen.getByText('Esta é uma senha muito comum.')).toBeInTheDocument();
  });

  it('announces the level once, after it has stayed the same for a while', async () => {
    const check = vi.fn(() => Promise.resolve(weak));
    const { rerender } = render(<PasswordStrength password="Senha@1" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(liveRegion()).toBeEmptyDOMElement();
    rerender(<PasswordStrength password="Senha@12" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    rerender(<PasswordStrength password="Senha@123" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(liveRegion()).toBeEmptyDOMElement();
    await advance(STRENGTH_ANNOUNCE_DELAY_MS);
    expect(liveRegion()).toHaveTextContent(/^Força da senha: Fraca\. Esta é uma senha muito comum\.$/);
    expect(liveRegion()).toHaveAttribute('aria-atomic', 'true');
  });

  it('keeps the last result on screen while the next one is estimated', async () => {
    let resolve: (strength: Strength) => void = () => undefined;
    const check = vi.fn().mockResolvedValueOnce(weak).mockImplementationOnce(() => new Promise<Strength>((r) => (resolve = r)));
    const { rerender } = render(<PasswordStrength password="Senha@123" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    rerender(<PasswordStrength password="Senha@123 pipoca azul" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(screen.getByText('Fraca')).toBeInTheDocument();
    expect(screen.queryByText('Verificando a força da senha…')).not.toBeInTheDocument();
    await act(async () => resolve(strong));
    expect(screen.getByText('Muito forte')).toBeInTheDocument();
    expect(screen.queryByText('Esta é uma senha muito comum.')).not.toBeInTheDocument();
  });

  it('says it is checking while the estimator loads the first time', async () => {
    render(<PasswordStrength password="Senha@123" check={() => new Promise<Strength>(() => undefined)} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(screen.getByText('Verificando a força da senha…')).toBeInTheDocument();
  });

  it('ignores a result that arrives after the password changed', async () => {
    const resolvers: ((strength: Strength) => void)[] = [];
    const check = vi.fn(() => new Promise<Strength>((r) => resolvers.push(r)));
    const { rerender } = render(<PasswordStrength password="Jabuticaba#Pedal7Quintal" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    rerender(<PasswordStrength password="Senha@123" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    await act(async () => resolvers[1]?.(weak));
    await act(async () => resolvers[0]?.(strong));
    expect(screen.getByText('Fraca')).toBeInTheDocument();
  });

  it('tells the person when the estimator cannot load, and tries again on the next change', async () => {
    const check = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(weak);
    const { rerender } = render(<PasswordStrength password="Senha@123" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(screen.getByText('Não foi possível verificar a força da senha agora. Você pode continuar: valem as regras da senha.')).toBeInTheDocument();
    await advance(STRENGTH_ANNOUNCE_DELAY_MS);
    expect(liveRegion()).toHaveTextContent('Não foi possível verificar a força da senha agora.');
    rerender(<PasswordStrength password="Senha@1234" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(screen.getByText('Fraca')).toBeInTheDocument();
  });

  it('tries again when the browser is back online, with no key pressed: the notice goes once the estimator loads', async () => {
    const check = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(weak);
    render(<PasswordStrength password="Senha@123" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    const unavailable = 'Não foi possível verificar a força da senha agora. Você pode continuar: valem as regras da senha.';
    expect(screen.getByText(unavailable)).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(unavailable)).not.toBeInTheDocument();
    expect(screen.getByText('Fraca')).toBeInTheDocument();
  });

  it('listens for the connection only while it could not estimate', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const check = vi.fn(() => Promise.resolve(weak));
    render(<PasswordStrength password="Senha@123" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    window.dispatchEvent(new Event('online'));
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(check).toHaveBeenCalledOnce();
    expect(listen.mock.calls.filter(([type]) => type === 'online')).toEqual([]);
    listen.mockRestore();
  });

  it('estimates nothing while inactive or empty', async () => {
    const check = vi.fn(() => Promise.resolve(weak));
    const { rerender } = render(<PasswordStrength password="Senha@123" active={false} check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS * 2);
    rerender(<PasswordStrength password="" check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS * 2);
    expect(check).not.toHaveBeenCalled();
    expect(screen.queryByText(/Força da senha/)).not.toBeInTheDocument();
  });

  it('passes the user inputs, and does not estimate again for the same words in a new array', async () => {
    const check = vi.fn(() => Promise.resolve(weak));
    const { rerender } = render(<PasswordStrength password="Senha@123" userInputs={['maria', 'silva']} check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    rerender(<PasswordStrength password="Senha@123" userInputs={['maria', 'silva']} check={check} />);
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(check).toHaveBeenCalledExactlyOnceWith('Senha@123', ['maria', 'silva']);
  });

  it("takes a site's copy", async () => {
    render(
      <MessagesProvider messages={{ passwordStrength: { title: 'Segurança', levels: ['0', 'Baixa', '2', '3', '4'] } }}>
        <PasswordStrength password="Senha@123" check={() => Promise.resolve(weak)} />
      </MessagesProvider>,
    );
    await advance(STRENGTH_ESTIMATE_DELAY_MS);
    expect(screen.getByText('Baixa').parentElement).toHaveTextContent('Segurança: Baixa');
  });
});
