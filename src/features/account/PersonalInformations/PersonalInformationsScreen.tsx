import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useLazyLoadQuery } from 'react-relay';
import { useLocation, useParams } from 'react-router-dom';
import { config } from '../../../services/config';
import { useGoTo } from '../../../services/navigation';
import { forgetStoredRedirect, redirectParamOf, storedRedirectToFollow, type RedirectTarget } from '../../../services/redirects';
import { clearSession, useFormDraft } from '../../../services/session';
import {
  birthDateError,
  cpfError,
  ErrorSummary,
  FormErrorList,
  PageLoader,
  phoneError,
  RequiredNote,
  SubmitButton,
  type ErrorSummaryItem,
  type Today,
} from '../../../components';
import { graphql, useMutation } from '../../../relay';
import { classifyProfileFailure } from '../ProfileUpdate/profileFailure';
import { PersonalDataField } from '../ProfileUpdate/PersonalDataField';
import { ProfileLoad } from '../ProfileUpdate/ProfileLoad';
import { variantFor } from '../../../services/signUpVariants';
import type { PersonalInformationsScreenCompleteMutation } from './__generated__/PersonalInformationsScreenCompleteMutation.graphql';
import type { PersonalInformationsScreenMeQuery, PersonalInformationsScreenMeQuery$data } from './__generated__/PersonalInformationsScreenMeQuery.graphql';
import { askedFields, personalFields, toCompleteVariables, type PersonalField } from './askedFields';
import { personalInformationsDestination } from './destination';
import { personalInformationsMessages as m } from './messages';

const meQuery = graphql`
  query PersonalInformationsScreenMeQuery {
    me {
      email
      identity
      phoneNumber
      bornOn
    }
  }
`;

const completeMutation = graphql`
  mutation PersonalInformationsScreenCompleteMutation($identity: String, $phoneNumber: String, $bornOn: Date) {
    completePersonalInformation(identity: $identity, phoneNumber: $phoneNumber, bornOn: $bornOn) {
      identity
      phoneNumber
      bornOn
    }
  }
`;

type Profile = PersonalInformationsScreenMeQuery$data['me'];
type PersonalValues = Record<PersonalField, string>;

const emptyValues: PersonalValues = { identity: '', phoneNumber: '', bornOn: '' };

export interface PersonalInformationsScreenProps {
  /** The day birth dates are checked against; the current date by default (stories fix it). */
  today?: Today;
  /** Origins it may send someone to afterwards; the configured allowlist by default. */
  allowedOrigins?: readonly string[];
  /** Sends the person on; by default the router (a path) or the browser (an allowlisted URL). */
  onContinue?: (target: RedirectTarget) => void;
}

/** Every asked field is required here: collecting it is what the page is for (spec §5 messages). */
function fieldError(field: PersonalField, values: PersonalValues, today: Today | undefined, whileTyping: boolean): string | null {
  if (field === 'identity') return cpfError(values.identity, { required: true, whileTyping });
  if (field === 'phoneNumber') return phoneError(values.phoneNumber, { required: true, whileTyping });
  return birthDateError(values.bornOn, { required: true, whileTyping, today });
}

/** Nothing is missing: the person goes straight on. */
function GoOn({ label, onContinue }: { label: string; onContinue: () => void }) {
  useEffect(() => onContinue(), [onContinue]);
  return <PageLoader label={label} />;
}

interface FormProps {
  profile: Profile;
  asked: PersonalField[];
  today: Today | undefined;
  onDone: () => void;
}

function PersonalInformationsForm({ profile, asked, today, onDone }: FormProps) {
  const form = useForm<PersonalValues>({ defaultValues: emptyValues });
  const { control, getValues, setError, clearErrors, formState } = form;
  const { restore, clear } = useFormDraft(`personal-informations:${profile.email.toLowerCase()}`, form, personalFields);
  const [commit, isInFlight] = useMutation<PersonalInformationsScreenCompleteMutation>(completeMutation);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  // The server refused (its title) or the form did (the summary's own 'Corrija os campos abaixo').
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const submitting = useRef(false);

  const validate = (field: PersonalField, whileTyping: boolean) => {
    const message = fieldError(field, getValues(), today, whileTyping);
    if (message === null) clearErrors(field);
    else setError(field, { type: 'validate', message });
  };

  useEffect(() => {
    // What the person typed before the session ended (the profile has none of it yet).
    if (!restore()) return;
    const values = getValues();
    for (const field of asked) if (values[field] !== '') validate(field, false);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restore]);

  const changed = (field: PersonalField) => {
    if (formState.errors[field]) validate(field, true);
  };
  const blurred = (field: PersonalField) => {
    if (getValues(field) !== '' || formState.errors[field]) validate(field, false);
  };

  const fail = (error: unknown) => {
    submitting.current = false;
    const failure = classifyProfileFailure(error, personalFields);
    if (failure.kind === 'unauthenticated') return clearSession();
    const items: ErrorSummaryItem[] = [];
    for (const field of personalFields) {
      const message = failure.fieldErrors[field];
      if (!message) continue;
      if (asked.includes(field)) {
        setError(field, { type: 'server', message });
        items.push({ fieldId: field, message });
      } else {
        failure.generalErrors.push(message);
      }
    }
    setRefusedByServer(true);
    setSummary(items);
    setGeneralErrors(failure.generalErrors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || isInFlight) return;
    const values = getValues();
    const errors = asked.flatMap((field) => {
      const message = fieldError(field, values, today, false);
      return message === null ? [] : [{ field, message }];
    });
    for (const field of asked) clearErrors(field);
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
      variables: toCompleteVariables(asked, values),
      onCompleted: (_response, errors) => {
        if (errors?.length) return fail({ errors });
        clear();
        setDone(true);
      },
      onError: fail,
    });
  };

  if (done) return <GoOn label={m.continuing} onContinue={onDone} />;

  const errorOf = (field: PersonalField) => formState.errors[field]?.message;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <RequiredNote />
      <ErrorSummary errors={summary} title={refusedByServer ? m.errorTitle : undefined} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={m.formLabel}>
        {asked.includes('identity') ? (
          <PersonalDataField control={control} name="identity" required hint={m.cpfHint} error={errorOf('identity')} onChanged={changed} onBlurred={blurred} />
        ) : null}
        {asked.includes('phoneNumber') ? (
          <PersonalDataField control={control} name="phoneNumber" required error={errorOf('phoneNumber')} onChanged={changed} onBlurred={blurred} />
        ) : null}
        {asked.includes('bornOn') ? (
          <PersonalDataField control={control} name="bornOn" required error={errorOf('bornOn')} onChanged={changed} onBlurred={blurred} />
        ) : null}
        <SubmitButton loading={isInFlight} sx={{ mt: 2 }}>
          {m.submit}
        </SubmitButton>
        <FormErrorList errors={generalErrors} />
      </Box>
    </>
  );
}

interface LoadedProps {
  fetchKey: number;
  driver: string | undefined;
  today: Today | undefined;
  onDone: () => void;
}

function LoadedPersonalInformations({ fetchKey, driver, today, onDone }: LoadedProps) {
  const data = useLazyLoadQuery<PersonalInformationsScreenMeQuery>(meQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  // Fixed when the page opens: a field saved now must not vanish from under the person.
  const [asked] = useState(() => askedFields(variantFor(driver), data.me));
  if (asked.length === 0) return <GoOn label={m.complete} onContinue={onDone} />;
  return <PersonalInformationsForm profile={data.me} asked={asked} today={today} onDone={onDone} />;
}

/**
 * `/personal-informations` and `/personal-informations/:driver` (signed in): asks only the
 * personal data the driver's programme collects (the `/register/:driver` variants) and the
 * profile still lacks, saves it with `completePersonalInformation`, then goes on to the
 * `redirect_uri` or the stored after-login redirect (checked), or home.
 */
export function PersonalInformationsScreen({ today, allowedOrigins = config.allowedRedirectOrigins, onContinue }: PersonalInformationsScreenProps) {
  const { driver } = useParams();
  const { search } = useLocation();
  const goTo = useGoTo();
  const [target] = useState(() => personalInformationsDestination(redirectParamOf(search), storedRedirectToFollow(), allowedOrigins));
  const go = onContinue ?? goTo;
  const [onDone] = useState(() => () => {
    // Followed (or overruled by the link's own redirect_uri): a later sign-in must not come back to it.
    forgetStoredRedirect();
    go(target);
  });
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {m.title}
      </Typography>
      <ProfileLoad loadingLabel={m.loading}>{(fetchKey) => <LoadedPersonalInformations fetchKey={fetchKey} driver={driver} today={today} onDone={onDone} />}</ProfileLoad>
    </>
  );
}
