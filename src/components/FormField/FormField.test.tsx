import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names the input by its visible label and marks it required', () => {
    render(<FormField id="name" label="Nome completo" required value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /Nome completo/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('id', 'name');
  });

  it('describes the input by hint then error, and flags it invalid', () => {
    render(<FormField id="cpf" label="CPF" hint="Só números." error="CPF inválido" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input).toHaveAttribute('aria-describedby', 'cpf-hint cpf-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById('cpf-error')).toHaveTextContent('CPF inválido');
  });

  it('has no description and is not invalid without hint or error', () => {
    render(<FormField id="x" label="Apelido" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Apelido' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('renders markup in an error as plain text', () => {
    render(<FormField id="x" label="Apelido" error={'<img src=x onerror="alert(1)">'} value="" onChange={() => {}} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  });

  it('warns in development when the label is empty', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FormField id="x" label="" value="" onChange={() => {}} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('FormField "x"'));
  });
});
