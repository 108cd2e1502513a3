import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useMutation } from '../../relay';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { signUpFunnelSteps, trackFunnelStep, trackPageView } from '../../app/analytics';
import { config } from '../../app/config';
import { paths, routePatterns } from '../../app/paths';
import { afterConfirmationRedirectTo, readStoredRedirect, useStoreRedirectParam } from '../../app/redirects';
import { rememberUnconfirmedUser } from '../../app/session';
import {
  BirthDateField,
  ConsentCheckbox,
  CpfField,
  EmailField,
  ErrorSummary,
  FormErrorList,
  FormField,
  InfoTooltip,
  infoTooltipMessages,
  OffersConsentLabel,
  PasswordField,
  PhoneField,
  ProfileLine,
  RequiredNote,
  strengthUserInputs,
  SubmitButton,
  TermsConsentLabel,
  type ErrorSummaryItem,
  type TermsConsentLabelProps,
  type Today,
} from '../../components';
import { normaliseError, serverFields } from '../../relay/normalizeError';
import { buildConsentReceipt, postConsentReceipt, type ConsentSettings } from './consentReceipt';
import { removeDraft, restoreDraft, saveDraft } from './draft';
import { emptySignUpValues, toCreateUserVariables, type SignUpValues } from './formValues';
import { registerMessages as m } from './messages';
import { parsePrefill } from './prefill';
import { fieldError, formErrors, signUpSchemaFor, visibleValidatedFields, type ValidatedField } from './validateSignUp';
import { variantFor } from './variants';
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

/** The delay of the page view (spec §9: about 1 second after the screen opens). */
export const PAGE_VIEW_DELAY_MS = 1000;

const configuredConsent: ConsentSettings = {
  receiptsUrl: config.consentReceiptsUrl,
  token: config.consentToken,
  identityToken: config.consentIdentityToken,
  purposeId: config.consentPurposeId,
};

// Used only when a site has not configured its documents (README, "Configuration").
const configuredDocuments: TermsConsentLabelProps = {
  termsUrl: config.termsUrl ?? '/termos-de-servico',
  privacyUrl: config.privacyUrl ?? '/politica-de-privacidade',
  rulesUrl: config.rulesUrl ?? '/regulamento',
};

export interface RegisterScreenProps {
  /** The day birth dates are checked against; the current date by default (stories and tests fix it). */
  today?: Today;
  /** Consent-receipt settings; the configured ones by default. */
  consent?: ConsentSettings;
  /** The terms, privacy and rules pages; the configured ones by default. */
  documents?: TermsConsentLabelProps;
  /** Called once the account exists; by default goes to `/register/success`. */
  onRegistered?: () => void;
  /** Called when the e-mail belongs to an unconfirmed account; by default goes to `/unconfirmed-user`. */
  onUnconfirmed?: () => void;
}

function hasValue(value: SignUpValues[keyof SignUpValues]): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value !== '' : value;
}

/**
 * `/register` and `/register/:driver` (spec §2–§5, §8, §9): the sign-up form, prefilled from the
 * link, saved as a draft on every change, and sent through the `createUser` mutation.
 */
export function RegisterScreen({ today, consent = configuredConsent, documents = configuredDocuments, onRegistered, onUnconfirmed }: RegisterScreenProps) {
  useStoreRedirectParam();
  const navigate = useNavigate();
  const { driver } = useParams();
  const { search } = useLocation();
  const [variant] = useState(() => variantFor(driver));
  const [schema] = useState(() => signUpSchemaFor(variant.visible, today));
  const [start] = useState(() => {
    const prefill = parsePrefill(search);
    const values: SignUpValues = { ...emptySignUpValues, ...restoreDraft(), ...prefill };
    values.type = prefill.type ?? variant.type ?? values.type;
    return { values, emailReadOnly: prefill.email !== undefined };
  });
  const { control, getValues, setError, clearErrors, formState } = useForm<SignUpValues>({ defaultValues: start.values });
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [commit, isInFlight] = useMutation<RegisterScreenCreateUserMutation>(createUserMutation);
  const submitting = useRef(false);

  const validate = (field: ValidatedField, whileTyping: boolean) => {
    const message = fieldError(schema, field, getValues(), whileTyping);
    if (message === null) clearErrors(field);
    else setError(field, { type: 'validate', message });
  };

  useEffect(() => {
    const values = getValues();
    for (const field of visibleValidatedFields(variant.visible)) {
      if (field === 'phoneNumber' || hasValue(values[field])) validate(field, false);
    }
    // Only on load (spec §4); later checks follow each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const pattern = driver === undefined ? routePatterns.register : routePatterns.registerDriver;
    const timer = setTimeout(() => trackPageView('register', pattern), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [driver]);

  // Leaving an empty field untouched is not an error yet (that waits for the submit); leaving a
  // half-typed one is, so an incomplete CPF or phone is flagged as soon as the person moves on.
  const blurred = (field: ValidatedField) => {
    if (hasValue(getValues(field)) || formState.errors[field]) validate(field, false);
  };

  const changed = (field: keyof SignUpValues, whileTyping = true) => {
    saveDraft(getValues());
    if ((visibleValidatedFields(variant.visible) as string[]).includes(field)) validate(field as ValidatedField, whileTyping);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const normalised = normaliseError(error);
    if (normalised.unconfirmed) {
      rememberUnconfirmedUser(normalised.unconfirmed.email, normalised.unconfirmed.resendUrl);
      (onUnconfirmed ?? (() => void navigate(paths.unconfirmedUser())))();
      return;
    }
    const items: ErrorSummaryItem[] = [];
    for (const field of serverFields) {
      const messages = normalised.fieldErrors[field];
      if (!messages?.length) continue;
      const message = messages.join(' ');
      setError(field, { type: 'server', message });
      items.push({ fieldId: field, message });
    }
    setSummary(items);
    setGeneralErrors(normalised.generalErrors);
    trackFunnelStep(signUpFunnelSteps.registration, 'failure');
  };

  const succeed = (values: SignUpValues) => {
    removeDraft();
    trackFunnelStep(signUpFunnelSteps.registration, 'success');
    const receipt = buildConsentReceipt(consent, values);
    if (receipt) void postConsentReceipt(receipt);
    (onRegistered ?? (() => void navigate(paths.registerSuccess())))();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click must send one request, even before the in-flight state has rendered.
    if (submitting.current || isInFlight) return;
    const values = getValues();
    const errors = formErrors(schema, variant.visible, values);
    for (const field of visibleValidatedFields(variant.visible)) clearErrors(field);
    for (const { field, message } of errors) setError(field, { type: 'validate', message });
    if (errors.length > 0) {
      setSummary(errors.map(({ field, message }) => ({ fieldId: field, message })));
      trackFunnelStep(signUpFunnelSteps.registration, 'failure');
      return;
    }
    submitting.current = true;
    setSummary([]);
    setGeneralErrors([]);
    commit({
      variables: toCreateUserVariables(values, variant.visible, afterConfirmationRedirectTo(readStoredRedirect())),
      onCompleted: (_response, errors) => (errors?.length ? fail({ errors }) : succeed(values)),
      onError: fail,
    });
  };

  const errorOf = (field: ValidatedField) => formState.errors[field]?.message;
  const type = start.values.type;

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      {type !== '' ? <ProfileLine type={type} code={start.values.customersCodes[0] ?? null} /> : null}
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <RequiredNote />
      <ErrorSummary errors={summary} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.title}>
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <FormField
              id="name"
              name="name"
              label={m.nameLabel}
              autoComplete="name"
              required
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => {
                field.onChange(event.target.value);
                changed('name');
              }}
              onBlur={() => blurred('name')}
              error={errorOf('name')}
            />
          )}
        />
        <Controller
          name="email"
          control={control}
          render={({ field }) => (
            <EmailField
              id="email"
              name="email"
              required
              readOnly={start.emailReadOnly}
              tooltip={infoTooltipMessages.email}
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => {
                field.onChange(event.target.value);
                changed('email');
              }}
              onBlur={() => blurred('email')}
              error={errorOf('email')}
            />
          )}
        />
        {variant.visible.identity ? (
          <Controller
            name="identity"
            control={control}
            render={({ field }) => (
              <CpfField
                id="identity"
                name="identity"
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  changed('identity');
                }}
                onBlur={() => blurred('identity')}
                error={errorOf('identity')}
                endAdornment={
                  <InputAdornment position="end">
                    <InfoTooltip id="identity" subject="CPF" text={infoTooltipMessages.cpf} align="end" />
                  </InputAdornment>
                }
              />
            )}
          />
        ) : null}
        <Controller
          name="phoneNumber"
          control={control}
          render={({ field }) => (
            <PhoneField
              id="phoneNumber"
              name="phoneNumber"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                changed('phoneNumber');
              }}
              onBlur={() => blurred('phoneNumber')}
              error={errorOf('phoneNumber')}
            />
          )}
        />
        {variant.visible.bornOn ? (
          <Controller
            name="bornOn"
            control={control}
            render={({ field }) => (
              <BirthDateField
                id="bornOn"
                name="bornOn"
                required
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  changed('bornOn');
                }}
                onBlur={() => blurred('bornOn')}
                error={errorOf('bornOn')}
              />
            )}
          />
        ) : null}
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <PasswordField
              id="password"
              name="password"
              autoComplete="new-password"
              required
              showChecklist
              // The meter and its warning only: the sign-up keeps the spec's rules (no refusal by strength).
              showStrength
              strengthUserInputs={strengthUserInputs([getValues('name'), getValues('email')])}
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => {
                field.onChange(event.target.value);
                changed('password');
              }}
              onBlur={() => blurred('password')}
              error={errorOf('password')}
            />
          )}
        />
        <Controller
          name="acceptsReceiveOffers"
          control={control}
          render={({ field }) => (
            <ConsentCheckbox
              id="acceptsReceiveOffers"
              name="acceptsReceiveOffers"
              label={<OffersConsentLabel />}
              checked={field.value}
              onChange={(checked) => {
                field.onChange(checked);
                changed('acceptsReceiveOffers');
              }}
            />
          )}
        />
        <Controller
          name="acceptsUserTerms"
          control={control}
          render={({ field }) => (
            <ConsentCheckbox
              id="acceptsUserTerms"
              name="acceptsUserTerms"
              required
              label={<TermsConsentLabel {...documents} />}
              checked={field.value}
              inputRef={field.ref}
              onChange={(checked) => {
                field.onChange(checked);
                changed('acceptsUserTerms', false);
              }}
              error={errorOf('acceptsUserTerms')}
            />
          )}
        />
        <SubmitButton loading={isInFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
        <FormErrorList errors={generalErrors} />
      </Box>
    </>
  );
}
