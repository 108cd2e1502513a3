import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ActionLink, PageTitle, ProfileLine, RequiredNote, type TermsConsentLabelProps, type Today } from '../../../components';
import { Form, useValidatedForm } from '../../../forms';
import { filled } from '../../../forms/describe';
import { graphql, useMutation } from '../../../relay';
import { useAddressSearch } from '../../../services/addressPrivacy';
import { signUpFunnelSteps, trackFunnelStep } from '../../../services/analytics';
import { configuredDocuments } from '../../../services/config';
import { configuredConsentSettings, type ConsentSettings } from '../../../services/consentReceipt';
import { paths } from '../../../services/paths';
import { carriedRedirectUri, useStoreRedirectParam } from '../../../services/redirects';
import { useHydrated } from '../../../services/useHydrated';
import { variantFor } from '../../../services/signUpVariants';
import { AlreadyRegistered } from './AlreadyRegistered';
import { DeviceDraft } from './DeviceDraft';
import { saveDraft } from './draft';
import { signUpForm, type SignUpValues } from './signUpForm';
import { registerMessages as m } from './messages';
import { startValues } from './startValues';
import { useRegisterPageView } from './usePageView';
import { useCreateUser, type CreateUserOptions } from './useCreateUser';
import type { RegisterScreenCreateUserMutation } from './__generated__/RegisterScreenCreateUserMutation.graphql';

const createUserMutation = graphql`
  mutation RegisterScreenCreateUserMutation(
    $name: String!
    $password: String!
    $identity: String
    $email: String!
    $type: UserType
    $customersCodes: [String!]!
    $afterConfirmationRedirectTo: String
    $phoneNumber: String
    $bornOn: Date
    $receiveOffers: Boolean!
  ) {
    createUser(
      name: $name
      password: $password
      identity: $identity
      email: $email
      type: $type
      customersCodes: $customersCodes
      afterConfirmationRedirectTo: $afterConfirmationRedirectTo
      phoneNumber: $phoneNumber
      bornOn: $bornOn
      receiveOffers: $receiveOffers
    ) {
      name
      status
    }
  }
`;

export interface RegisterScreenProps extends Omit<CreateUserOptions, 'consent'> {
  /** The day birth dates are checked against; the current date by default (stories and tests fix it). */
  today?: Today;
  /** Consent-receipt settings; the configured ones by default. */
  consent?: ConsentSettings;
  /** The terms, privacy and rules pages; the configured ones by default. */
  documents?: TermsConsentLabelProps;
}

/**
 * `/register` and `/register/:driver` (spec §2–§5, §8, §9): the sign-up form, prefilled from the
 * link, saved as a draft on every change, and sent through the `createUser` mutation.
 */
export function RegisterScreen({ today, consent = configuredConsentSettings, documents = configuredDocuments, ...outcomes }: RegisterScreenProps) {
  useStoreRedirectParam();
  const { driver } = useParams();
  useRegisterPageView(driver);
  const search = useAddressSearch();
  const [variant] = useState(() => variantFor(driver));
  // The draft and the link's prefill, read as the screen opens (before anything typed is saved over
  // the draft): the form applies them (`start`); what they change around it waits for the first render,
  // which is the path's alone.
  const [start] = useState(() => startValues(search, variant));
  const hydrated = useHydrated();
  const shown = hydrated ? start : null;
  const rules = useMemo(() => signUpForm.rules({ today }), [today]);
  const form = useValidatedForm<SignUpValues>({
    defaultValues: { ...signUpForm.empty(), type: variant.type ?? '' },
    rules,
    // On load, the visible fields that have a value, and the phone (spec §4).
    validateOnLoad: (name, values) => name === 'phoneNumber' || filled(values[name as keyof SignUpValues]),
    onValuesChange: saveDraft,
  });
  const [commit, sending] = useMutation<RegisterScreenCreateUserMutation>(createUserMutation);
  const { submit, alreadyRegistered } = useCreateUser(form, variant, commit, { consent, ...outcomes });

  const type = shown?.values.type ?? variant.type ?? '';
  // Sign-in keeps the partner's `redirect_uri` (none before hydration: the page is pre-rendered by path).
  const redirectUri = hydrated ? carriedRedirectUri(search) : null;
  const fields = { visible: variant.visible, emailReadOnly: shown?.emailReadOnly ?? false, documents, control: form.hookForm.control };
  const variantLine = driver !== undefined && Object.hasOwn(m.variantLines, driver) ? m.variantLines[driver] : null;
  return (
    <>
      <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
      {variantLine ? <Typography sx={{ mb: 1, fontWeight: 500 }}>{variantLine}</Typography> : null}
      {type !== '' ? <ProfileLine type={type} code={shown?.values.customersCodes[0] ?? null} /> : null}
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <Typography sx={{ mb: 1 }}>
        {m.haveAccount} <ActionLink href={paths.login({ redirectUri })}>{m.signIn}</ActionLink>
      </Typography>
      <RequiredNote />
      <Form form={form} start={start.values} onSubmit={submit} onInvalid={() => trackFunnelStep(signUpFunnelSteps.registration, 'failure')} sending={sending} submitLabel={m.submit} label={m.title}
        footer={<AlreadyRegistered fields={alreadyRegistered} redirectUri={redirectUri} />}>
        {signUpForm.inputs(fields)}
      </Form>
      <DeviceDraft form={form} keepEmail={shown?.emailReadOnly ?? false} />
    </>
  );
}
