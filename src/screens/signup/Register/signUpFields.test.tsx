import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../../components';
import { Form, useValidatedForm } from '../../../forms';
import { signUpForm, SignUpField, type SignUpValues } from './signUpForm';

function NameOnly() {
  const form = useValidatedForm<SignUpValues>({ defaultValues: signUpForm.empty(), rules: signUpForm.rules() });
  return (
    <Form form={form} onSubmit={() => undefined} submitLabel="Enviar" label="Cadastro">
      <SignUpField name="name" component={FormField} label="Nome completo" />
    </Form>
  );
}

describe('the sign-up fields, typed by the form values', () => {
  it('binds a field by one of the form’s names', () => {
    render(<NameOnly />);
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('name', 'name');
  });

  it('does not compile with a misspelt name', () => {
    // @ts-expect-error: 'nome' is not one of the sign-up's values, so `npm run typecheck` fails on it.
    const misspelt = <SignUpField name="nome" component={FormField} label="Nome" />;
    // @ts-expect-error: neither is a misspelt field to check again.
    const misspeltDeps = <SignUpField name="password" deps={['pasword']} component={FormField} label="Senha" />;
    expect([misspelt.props.name, misspeltDeps.props.deps]).toEqual(['nome', ['pasword']]);
  });
});
