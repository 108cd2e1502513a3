import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('takes focus when it appears', () => {
    render(<ErrorSummary errors={[{ fieldId: 'name', message: 'Campo obrigatório' }]} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('takes focus again when the errors change, not on every render', () => {
    const { rerender } = render(
      <>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Campo obrigatório' }]} />
        <input aria-label="Nome" id="name" />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Nome' });
    name.focus();
    rerender(
      <>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Campo obrigatório' }]} />
        <input aria-label="Nome" id="name" />
      </>,
    );
    expect(name).toHaveFocus();
    rerender(
      <>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Nome inválido' }]} />
        <input aria-label="Nome" id="name" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('scrolls the field into view and focuses it, keeping the URL', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary errors={[{ fieldId: 'cpf', message: 'CPF inválido' }]} />
        <input aria-label="CPF" id="cpf" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'CPF' });
    const scroll = vi.fn();
    field.scrollIntoView = scroll;
    await user.click(screen.getByRole('link', { name: 'CPF inválido' }));
    expect(field).toHaveFocus();
    expect(scroll).toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('leaves the link to the browser when no field has that id', async () => {
    const user = userEvent.setup();
    render(<ErrorSummary errors={[{ fieldId: 'missing', message: 'Erro' }]} />);
    const link = screen.getByRole('link', { name: 'Erro' });
    let prevented: boolean | undefined;
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    await user.click(link);
    expect(prevented).toBe(false);
  });

  it('renders markup in messages as plain text', () => {
    render(<ErrorSummary title="<h1>x</h1>" errors={[{ fieldId: 'a', message: '<img src=x>' }]} />);
    expect(document.querySelector('img, h1')).toBeNull();
    expect(screen.getByRole('link', { name: '<img src=x>' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<h1>x</h1>' })).toBeInTheDocument();
  });

  it('names each error\'s field in its link and is read with them all: the label without its required mark', () => {
    const { rerender } = render(<FormField id="name" label="Nome completo" required value="" onChange={() => {}} />);
    const errors = [
      { fieldId: 'name', message: 'Campo obrigatório' },
      { fieldId: 'terms', message: 'Aceite os termos.' },
    ];
    rerender(
      <>
        <ErrorSummary errors={errors} />
        <FormField id="name" label="Nome completo" required value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveAccessibleDescription('Nome completo: Campo obrigatório Aceite os termos.');
    expect(screen.getByRole('link', { name: 'Nome completo: Campo obrigatório' })).toHaveTextContent(/^Nome completo: Campo obrigatório$/);
    expect(screen.getByRole('link', { name: 'Aceite os termos.' })).toHaveTextContent(/^Aceite os termos\.$/);
  });

  it('names the fields rendered with it, on its first render', () => {
    render(
      <>
        <ErrorSummary errors={[{ fieldId: 'email', message: 'Email inválido' }]} />
        <FormField id="email" label="E-mail" required value="maria@" onChange={() => {}} error="Email inválido" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'E-mail: Email inválido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAccessibleDescription('E-mail: Email inválido');
  });
});
