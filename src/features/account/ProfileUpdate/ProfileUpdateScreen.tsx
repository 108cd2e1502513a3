import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLazyLoadQuery } from 'react-relay';
import { paths } from '../../../services/paths';
import { clearSession, getSessionToken, readFormDraft, startSession, useFormDraft } from '../../../services/session';
import {
  ConsentCheckbox,
  ErrorSummary,
  FormErrorList,
  FormField,
  formatCpf,
  OffersConsentLabel,
  RequiredNote,
  SubmitButton,
  type ErrorSummaryItem,
  type Today,
} from '../../../components';
import { graphql, useMutation } from '../../../relay';
import type { ConsentSettings } from '../../../services/consentReceipt';
import { configuredConsentSettings, postConsentReceipt } from '../../../services/consentReceipt';
import type { ProfileUpdateScreenMeQuery, ProfileUpdateScreenMeQuery$data } from './__generated__/ProfileUpdateScreenMeQuery.graphql';
import type { ProfileUpdateScreenUpdateProfileMutation } from './__generated__/ProfileUpdateScreenUpdateProfileMutation.graphql';
import { profileUpdateMessages as m } from './messages';
import { offersConsentReceipt } from './offersConsentReceipt';
import { classifyProfileFailure } from './profileFailure';
import {
  profileDraftFields,
  profileErrors,
  profileFieldError,
  profileFields,
  toUpdateProfileVariables,
  valuesFromProfile,
  type LoadedProfile,
  type ProfileField,
  type ProfileValues,
} from './profileForm';
import { PersonalDataField } from './PersonalDataField';
import { ProfileLoad } from './ProfileLoad';

const meQuery = graphql`
  query ProfileUpdateScreenMeQuery {
    me {
      name
      email
      identity
      phoneNumber
      bornOn
      receiveOffers
    }
  }
`;

const updateProfileMutation = graphql`
  mutation ProfileUpdateScreenUpdateProfileMutation($name: String!, $phoneNumber: String, $bornOn: Date, $receiveOffers: Boolean!) {
    updateProfile(name: $name, phoneNumber: $phoneNumber, bornOn: $bornOn, receiveOffers: $receiveOffers) {
      name
      phoneNumber
      bornOn
      receiveOffers
    }
  }
`;

type Profile = ProfileUpdateScreenMeQuery$data['me'];

export interface ProfileUpdateScreenProps {
  /** The day birth dates are checked against; the current date by default (stories fix it). */
  today?: Today;
  /** Consent-receipt settings; the configured ones by default. */
  consent?: ConsentSettings;
}

/** The greeting reads the stored `user`: it follows the saved name (the token stays as it is). */
function renameSessionUser(name: string): void {
  const token = getSessionToken();
  if (token !== null) startSession(token, { name });
}

/** The account's identity: CPF and e-mail are shown, changed elsewhere (or never). */
function AccountDetails({ profile }: { profile: Profile }) {
  const rowSx = { display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center', m: 0 } as const;
  return (
    <Box component="section" aria-labelledby="account-title" sx={{ mb: 3 }}>
      <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {m.accountTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {m.cpfLabel}
        </Typography>
        <Box component="dd" sx={rowSx}>
          <Typography component="span" data-testid="profile-cpf">
            {profile.identity ? formatCpf(profile.identity) : m.cpfMissing}
          </Typography>
          {profile.identity ? null : (
            <Link href={paths.personalInformations()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {m.cpfAdd}
            </Link>
          )}
        </Box>
        <Typography component="dd" variant="body2" sx={{ m: 0, mb: 2, color: 'text.secondary' }}>
          {m.cpfReadOnlyReason}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {m.emailLabel}
        </Typography>
        <Box component="dd" sx={rowSx}>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
          <Link href={paths.emailChange()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            {m.emailChange}
          </Link>
        </Box>
      </Box>
      <Link href={paths.passwordChange()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        {m.passwordChange}
      </Link>
    </Box>
  );
}

interface ProfileFormProps {
  profile: Profile;
  today: Today | undefined;
  consent: ConsentSettings;
}

function ProfileForm({ profile, today, consent }: ProfileFormProps) {
  // Always asked: required when the profile has one (never erased), optional when it has none yet.
  const [rules] = useState(() => ({ bornOnRequired: Boolean(profile.bornOn), today }));
  const form = useForm<ProfileValues>({ defaultValues: valuesFromProfile(profile) });
  const { control, getValues, setError, clearErrors, formState, reset } = form;
  // Per account: a draft typed under another sign-in in this tab is never offered to this one.
  const draftName = `profile-update:${profile.email.toLowerCase()}`;
  const { restore, clear } = useFormDraft(draftName, form, profileDraftFields);
  const [commit, isInFlight] = useMutation<ProfileUpdateScreenUpdateProfileMutation>(updateProfileMutation);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  // The server refused (its title) or the form did (the summary's own 'Corrija os campos abaixo').
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [restored, setRestored] = useState(() => Object.keys(readFormDraft(draftName, profileDraftFields)).length > 0);
  const submitting = useRef(false);
  const savedOffers = useRef(profile.receiveOffers);
  const statusRef = useRef<HTMLDivElement>(null);

  const validate = (field: ProfileField, whileTyping: boolean) => {
    const message = profileFieldError(field, getValues(), rules, whileTyping);
    if (message === null) clearErrors(field);
    else setError(field, { type: 'validate', message });
  };

  useEffect(() => {
    // After the profile is in the form: what the person typed before the session ended wins.
    if (!restore()) return;
    const values = getValues();
    for (const field of profileFields) if (values[field] !== '') validate(field, false);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restore]);

  useEffect(() => {
    if (status !== null) statusRef.current?.focus();
  }, [status]);

  const changed = (field: ProfileField) => {
    if (formState.errors[field]) validate(field, true);
  };
  const blurred = (field: ProfileField) => {
    if (getValues(field) !== '' || formState.errors[field]) validate(field, false);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyProfileFailure(error, profileFields);
    // The draft keeps what was typed; the shell sends the person to sign in and back here.
    if (failure.kind === 'unauthenticated') return clearSession();
    const items: ErrorSummaryItem[] = [];
    for (const field of profileFields) {
      const message = failure.fieldErrors[field];
      if (!message) continue;
      setError(field, { type: 'server', message });
      items.push({ fieldId: field, message });
    }
    setRefusedByServer(true);
    setSummary(items);
    setGeneralErrors(failure.generalErrors);
  };

  const succeed = (saved: LoadedProfile) => {
    submitting.current = false;
    reset(valuesFromProfile(saved));
    clear();
    setRestored(false);
    renameSessionUser(saved.name);
    if (saved.receiveOffers !== savedOffers.current) {
      const receipt = offersConsentReceipt(consent, profile, saved.receiveOffers);
      if (receipt) void postConsentReceipt(receipt);
    }
    const withdrawn = savedOffers.current && !saved.receiveOffers;
    savedOffers.current = saved.receiveOffers;
    setStatus(withdrawn ? m.savedOffersWithdrawn : m.saved);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double click or a second Enter sends one request, even before the in-flight state has rendered.
    if (submitting.current || isInFlight) return;
    setStatus(null);
    const values = getValues();
    const errors = profileErrors(values, rules);
    for (const field of profileFields) clearErrors(field);
    for (const { field, message } of errors) setError(field, { type: 'validate', message });
    setGeneralErrors([]);
    setRefusedByServer(false);
    if (errors.length > 0) {
      setSummary(errors.map(({ field, message }) => ({ fieldId: field, message })));
      return;
    }
    submitting.current = true;
    setSummary([]);
    commit({
      variables: toUpdateProfileVariables(values),
      onCompleted: (response, errors) => (errors?.length ? fail({ errors }) : succeed(response.updateProfile)),
      onError: fail,
    });
  };

  const errorOf = (field: ProfileField) => formState.errors[field]?.message;

  return (
    <>
      <Box ref={statusRef} role="status" tabIndex={-1} sx={{ outline: 'none' }}>
        {status !== null ? (
          <Box sx={{ p: 2, mb: 3, borderLeft: 4, borderColor: 'success.main', bgcolor: 'background.paper', borderRadius: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{status}</Typography>
          </Box>
        ) : null}
      </Box>
      {restored ? (
        <Typography sx={{ p: 2, mb: 2, borderLeft: 4, borderColor: 'info.main', bgcolor: 'background.paper', borderRadius: 1 }}>{m.draftRestored}</Typography>
      ) : null}
      <AccountDetails profile={profile} />
      <RequiredNote />
      <ErrorSummary errors={summary} title={refusedByServer ? m.errorTitle : undefined} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.formLabel}>
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
        <PersonalDataField control={control} name="phoneNumber" error={errorOf('phoneNumber')} onChanged={changed} onBlurred={blurred} />
        <PersonalDataField control={control} name="bornOn" required={rules.bornOnRequired} error={errorOf('bornOn')} onChanged={changed} onBlurred={blurred} />
        <Controller
          name="receiveOffers"
          control={control}
          render={({ field }) => (
            <ConsentCheckbox id="receiveOffers" name="receiveOffers" label={<OffersConsentLabel />} checked={field.value} onChange={field.onChange} inputRef={field.ref} />
          )}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {m.consentHint}
        </Typography>
        <SubmitButton loading={isInFlight}>{m.submit}</SubmitButton>
        <FormErrorList errors={generalErrors} />
      </Box>
    </>
  );
}

function LoadedProfileForm({ fetchKey, today, consent }: { fetchKey: number; today: Today | undefined; consent: ConsentSettings }) {
  // Always from the server: the page must show what is saved now, not what an earlier visit read.
  const data = useLazyLoadQuery<ProfileUpdateScreenMeQuery>(meQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  return <ProfileForm profile={data.me} today={today} consent={consent} />;
}

/**
 * `/profile/update` (signed in): name, mobile phone, birth date (required once given) and the
 * offers consent, saved with `updateProfile`; the CPF shown read-only, the e-mail and password
 * changed on their own pages. What was typed survives an ended session (useFormDraft).
 */
export function ProfileUpdateScreen({ today, consent = configuredConsentSettings }: ProfileUpdateScreenProps) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      <ProfileLoad>{(fetchKey) => <LoadedProfileForm fetchKey={fetchKey} today={today} consent={consent} />}</ProfileLoad>
    </>
  );
}
