import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../components';
import { LATER_PART_ATTRIBUTE } from '../services/laterParts';
import { Field, Form, useValidatedForm } from '.';

interface Values {
  name: string;
  email: string;
  phone: string;
}

const empty: Values = { name: '', email: '', phone: '' };

function Screen({ start }: { start?: Partial<Values> }) {
  const form = useValidatedForm<Values>({ defaultValues: empty, rules: {} });
  return (
    <Form form={form} start={start} onSubmit={() => undefined} submitLabel="Enviar" label="Cadastro">
      <Field name="name" component={FormField} label="Nome" required />
      <Field name="email" component={FormField} label="E-mail" required />
      <Field name="phone" component={FormField} label="Celular" />
    </Form>
  );
}

const later = () => document.querySelector(`[${LATER_PART_ATTRIBUTE}]`);

describe('the app’s form', () => {
  it('applies the values it opens with as it mounts, on a screen the app renders itself', () => {
    render(<Screen start={{ name: 'Clara Nunes', phone: '11987654321' }} />);
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Clara Nunes');
    expect(screen.getByLabelText(/^Celular/)).toHaveValue('11987654321');
  });

  it('renders its leading required fields first and the rest, from its first optional field, as the part a pre-rendered page hydrates later', () => {
    render(<Screen start={{}} />);
    const part = later();
    expect(part).not.toBeNull();
    expect(part?.contains(screen.getByLabelText(/^Celular/))).toBe(true);
    expect(part?.contains(screen.getByLabelText(/^E-mail/))).toBe(false);
    expect(part?.contains(screen.getByLabelText(/^Nome/))).toBe(false);
  });

  it('is the design system’s form as it is when it opens with nothing of its own', () => {
    render(<Screen />);
    expect(later()).toBeNull();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('');
  });
});
