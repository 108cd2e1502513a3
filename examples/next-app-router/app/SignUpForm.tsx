'use client';

// The site's own sign-up form, a client component: the site's `useForm`, checked by the package's rules
// (the exported sign-up schema, through @hookform/resolvers), with the package's CPF, phone and password
// fields (and its strength meter) bound by `Field`, and its `Form` for the error summary, the submit and
// the sending state. A site with its own rules gives them to `useForm` (a resolver) or to each `Field`.
import { yupResolver } from '@hookform/resolvers/yup';
import { CpfField, createSignUpSchema, PasswordField, PhoneField } from '@programa/cadastro-sso';
import { Field, Form } from '@programa/cadastro-sso/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

const schema = createSignUpSchema().pick(['identity', 'phoneNumber', 'password']);

interface SignUpValues {
  identity: string;
  phoneNumber: string;
  password: string;
}

export function SignUpForm() {
  const form = useForm<SignUpValues>({
    resolver: yupResolver(schema),
    defaultValues: { identity: '', phoneNumber: '', password: '' },
    // A field is checked when it is left, then on every change.
    mode: 'onTouched',
  });
  const [sent, setSent] = useState(false);

  // Here the site sends the values to its own backend; a refusal goes back with
  // `form.setError('identity', { message })` (under the field) or `form.setError('root.server', { message })` (under the form).
  async function send(_values: SignUpValues) {
    setSent(true);
  }

  return (
    <>
      <Form form={form} onSubmit={send} submitLabel="Criar conta" label="Cadastro">
        <Field control={form.control} name="identity" component={CpfField} required />
        <Field control={form.control} name="phoneNumber" component={PhoneField} />
        <Field control={form.control} name="password" component={PasswordField} autoComplete="new-password" showStrength required />
      </Form>
      <p role="status">{sent ? 'Tudo certo: aqui o site enviaria o cadastro.' : null}</p>
    </>
  );
}
