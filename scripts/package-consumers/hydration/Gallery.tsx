// Every component the package exports, in one page, as a consumer would compose them. Rendered on
// the server (react-dom/server) and hydrated in Chromium by scripts/package-test.mjs; it imports
// the packed package, so it checks what a site installs.
import { useEffect, useState } from 'react';
import {
  ActionLink,
  BirthDateField,
  CnpjField,
  ConsentCheckbox,
  CpfField,
  createMaskedInput,
  EmailField,
  ErrorSummary,
  FormErrorList,
  FormField,
  IdentifierField,
  InfoTooltip,
  ItemList,
  Layout,
  MaskedField,
  MessagesProvider,
  OffersConsentLabel,
  PageLoader,
  PageTitle,
  PasskeyButton,
  PasskeyList,
  PasskeyOffer,
  PasswordField,
  PasswordStrength,
  PhoneField,
  ProfileLine,
  RequiredNote,
  ResendButton,
  SubmitButton,
  TermsConsentLabel,
  ThemeProvider,
  VisuallyHidden,
} from '@programa/cadastro-sso';

/** The exported components this page renders: the check fails when the package exports one it lacks. */
export const rendered = [
  'ActionLink',
  'BirthDateField',
  'CnpjField',
  'ConsentCheckbox',
  'CpfField',
  'EmailField',
  'ErrorSummary',
  'FormErrorList',
  'FormField',
  'IdentifierField',
  'InfoTooltip',
  'ItemList',
  'Layout',
  'MaskedField',
  'MessagesProvider',
  'OffersConsentLabel',
  'PageLoader',
  'PageTitle',
  'PasskeyButton',
  'PasskeyList',
  'PasskeyOffer',
  'PasswordField',
  'PasswordStrength',
  'PhoneField',
  'ProfileLine',
  'RequiredNote',
  'ResendButton',
  'SubmitButton',
  'TermsConsentLabel',
  'ThemeProvider',
  'VisuallyHidden',
];

const CepInput = createMaskedInput({ pattern: '00000-000' });

/** `onMounted` runs once the page is live: in the browser, once hydration has committed. */
export function Gallery({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [cpf, setCpf] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [phone, setPhone] = useState('');
  const [bornOn, setBornOn] = useState('');
  const [cep, setCep] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [offers, setOffers] = useState(true);
  return (
    <ThemeProvider>
      <MessagesProvider messages={{ cpfField: { hint: 'O CPF do titular da conta.' } }}>
        <Layout>
          <PageTitle>Crie sua conta</PageTitle>
          <ItemList items={['Preencha seus dados.', 'Confirme seu e-mail.']} ordered />
          <ProfileLine type="RETAILER" code="11222333000181" />
          <RequiredNote />
          <ErrorSummary errors={[{ fieldId: 'name', message: 'Campo obrigatório' }]} />
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <FormField id="name" label="Nome completo" value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" required error="Campo obrigatório" />
            <EmailField id="email" value={email} onChange={(event) => setEmail(event.target.value)} tooltip="Enviaremos a confirmação para este e-mail." />
            <CpfField id="cpf" value={cpf} onChange={setCpf} required />
            <IdentifierField id="identifier" value={identifier} onChange={setIdentifier} />
            <CnpjField id="cnpj" value={cnpj} onChange={setCnpj} />
            <PhoneField id="phone" value={phone} onChange={setPhone} />
            <BirthDateField id="bornOn" value={bornOn} onChange={setBornOn} />
            <MaskedField id="cep" label="CEP" inputComponent={CepInput} value={cep} onChange={setCep} inputMode="numeric" autoComplete="postal-code" />
            <PasswordField id="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" showChecklist />
            <PasswordStrength password={password} />
            <InfoTooltip subject="Senha" text="Use uma senha que você não usa em outros sites." />
            <ConsentCheckbox id="terms" label={<TermsConsentLabel termsUrl="/termos" privacyUrl="/privacidade" rulesUrl="/regulamento" />} checked={terms} onChange={setTerms} required />
            <ConsentCheckbox id="offers" label={<OffersConsentLabel />} checked={offers} onChange={setOffers} />
            <SubmitButton>Criar conta</SubmitButton>
            <FormErrorList errors={['O serviço está indisponível no momento. Tente novamente em instantes.']} />
          </form>
          <ResendButton resendAt={0} onResend={() => undefined} sending={false} label="Reenviar e-mail" sendingLabel="Enviando..." />
          <PasskeyButton onClick={() => undefined} />
          <PasskeyOffer onCreate={() => undefined} onSkip={() => undefined} onContinue={() => undefined} />
          <PasskeyList
            passkeys={[{ id: 'chave-1', deviceName: 'Chrome no Android', createdAt: '2026-11-20T15:00:00Z', lastUsedAt: '2026-11-27T15:00:00Z' }]}
            onAdd={() => undefined}
            onRemove={() => undefined}
          />
          <ActionLink href="/login">Já tenho uma conta</ActionLink>
          <PageLoader />
          <VisuallyHidden>Fim do formulário</VisuallyHidden>
        </Layout>
      </MessagesProvider>
    </ThemeProvider>
  );
}
