'use client';

import { useState, type FormEvent } from 'react';
import {
  ConsentCheckbox,
  cpfError,
  CpfField,
  EmailField,
  emailError,
  ErrorSummary,
  PasswordField,
  passwordError,
  PhoneField,
  SubmitButton,
  TermsConsentLabel,
  type ErrorSummaryItem,
} from '@programa/cadastro-sso';

/** A site's own sign-up form, of the package's fields, validated with its validators. */
export function SignUpForm() {
  const [email, setEmail] = useState('');
  const [cpf, setCpf] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = [
      { fieldId: 'email', message: emailError(email) },
      { fieldId: 'cpf', message: cpfError(cpf) },
      { fieldId: 'password', message: passwordError(password) },
    ].filter((item): item is ErrorSummaryItem => item.message !== null);
    setErrors(found);
  }

  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary errors={errors} />
      <EmailField id="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errorOf('email')} required />
      <CpfField id="cpf" value={cpf} onChange={setCpf} error={errorOf('cpf')} required />
      <PhoneField id="phone" value={phone} onChange={setPhone} />
      <PasswordField id="password" value={password} onChange={(event) => setPassword(event.target.value)} error={errorOf('password')} autoComplete="new-password" showChecklist required />
      <ConsentCheckbox id="terms" label={<TermsConsentLabel termsUrl="/termos" privacyUrl="/privacidade" rulesUrl="/regulamento" />} checked={terms} onChange={setTerms} required />
      <SubmitButton>Criar conta</SubmitButton>
    </form>
  );
}
