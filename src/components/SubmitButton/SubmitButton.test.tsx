import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('does not submit its form while loading', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton loading>Criar conta</SubmitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviando...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a loading label from the caller or from the site copy, as text', () => {
    const { rerender } = render(
      <MessagesProvider messages={{ submitButton: { loading: '<b>Aguarde</b>' } }}>
        <SubmitButton loading>Enviar</SubmitButton>
      </MessagesProvider>,
    );
    expect(screen.getByRole('button', { name: '<b>Aguarde</b>' })).toBeDisabled();
    expect(document.querySelector('b')).toBeNull();
    rerender(
      <SubmitButton loading loadingLabel="Salvando...">
        Salvar
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeInTheDocument();
  });

  it('announces the loading label in a polite live region (not a second role=status), empty otherwise', () => {
    const { rerender } = render(<SubmitButton>Enviar</SubmitButton>);
    const region = () => document.querySelector('[aria-live="polite"]');
    expect(region()).toBeEmptyDOMElement();
    rerender(<SubmitButton loading>Enviar</SubmitButton>);
    expect(region()).toHaveTextContent('Enviando...');
  });

  it('stays disabled when the caller disables it outside loading', () => {
    render(<SubmitButton disabled>Enviar</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-busy', 'true');
  });
});
