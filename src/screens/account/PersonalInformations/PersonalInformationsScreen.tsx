import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { BirthDateField, CpfField, PageTitle, PhoneField, RequiredNote, type Today } from '../../../components';
import { Form, useRestoredDraft, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { useVisitQuery, type QueryVisit } from '../../../relay/useVisitQuery';
import { config } from '../../../services/config';
import { useGoTo } from '../../../services/navigation';
import { forgetStoredRedirect, redirectParamOf, storedRedirectToFollow, type RedirectTarget } from '../../../services/redirects';
import { clearSession } from '../../../services/session';
import { variantFor } from '../../../services/signUpVariants';
import { classifyProfileFailure } from '../ProfileUpdate/profileFailure';
import { ProfileLoad } from '../ProfileUpdate/ProfileLoad';
import type { PersonalInformationsScreenCompleteMutation } from './__generated__/PersonalInformationsScreenCompleteMutation.graphql';
import type { PersonalInformationsScreenMeQuery } from './__generated__/PersonalInformationsScreenMeQuery.graphql';
import { askedFields } from './askedFields';
import { personalForm, type PersonalField, type PersonalValues } from './personalForm';
import { personalInformationsDestination } from './destination';
import { GoOn, NothingMissing } from './GoOn';
import { personalInformationsMessages as m } from './messages';

const meQuery = graphql`
  query PersonalInformationsScreenMeQuery {
    me {
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

const Field = personalForm.Field;

export interface PersonalInformationsScreenProps {
  /** The day birth dates are checked against; the current date by default (stories fix it). */
  today?: Today;
  /** Origins it may send someone to afterwards; the configured allowlist by default. */
  allowedOrigins?: readonly string[];
  /** Sends the person on; by default the router (a path) or the browser (an allowlisted URL). */
  onContinue?: (target: RedirectTarget) => void;
}

interface FormProps {
  asked: PersonalField[];
  today: Today | undefined;
  onDone: () => void;
}

function PersonalInformationsForm({ asked, today, onDone }: FormProps) {
  const [rules] = useState(() => personalForm.rules({ today }));
  const form = useValidatedForm<PersonalValues>({ defaultValues: personalForm.empty(), rules });
  const draft = useRestoredDraft('personal-informations', form, personalForm.draftFields);
  const [commit, isInFlight] = useMutation<PersonalInformationsScreenCompleteMutation>(completeMutation);
  const [done, setDone] = useState(false);

  const submit = async (values: PersonalValues) => {
    try {
      await commitAsync(commit, personalForm.toVariables(values, { asked }, {}));
      draft.clear();
      setDone(true);
    } catch (error) {
      const failure = classifyProfileFailure(error, personalForm.serverFields);
      if (failure.kind === 'unauthenticated') return clearSession();
      // A refused field this page does not show (the profile has it) is said under the form.
      const notShown = personalForm.serverFields.filter((field) => !asked.includes(field)).flatMap((field) => failure.fieldErrors[field] ?? []);
      form.showErrors({ fieldErrors: failure.fieldErrors, generalErrors: [...failure.generalErrors, ...notShown], summaryTitle: m.errorTitle });
    }
  };

  if (done) return <GoOn label={m.continuing} onContinue={onDone} />;

  return (
    <>
      <Typography sx={{ mb: 1 }}>{m.intro}</Typography>
      <RequiredNote />
      <Form form={form} onSubmit={submit} sending={isInFlight} label={m.formLabel} submitLabel={m.submit}>
        {asked.includes('identity') ? <Field name="identity" component={CpfField} required hint={m.cpfHint} /> : null}
        {asked.includes('phoneNumber') ? <Field name="phoneNumber" component={PhoneField} required /> : null}
        {asked.includes('bornOn') ? <Field name="bornOn" component={BirthDateField} required /> : null}
      </Form>
    </>
  );
}

interface LoadedProps {
  visit: QueryVisit;
  driver: string | undefined;
  today: Today | undefined;
  onDone: () => void;
}

function LoadedPersonalInformations({ visit, driver, today, onDone }: LoadedProps) {
  const data = useVisitQuery<PersonalInformationsScreenMeQuery>(meQuery, {}, visit);
  // Fixed when the page opens: a field saved now must not vanish from under the person.
  const [asked] = useState(() => askedFields(variantFor(driver), data.me));
  if (asked.length === 0) return <NothingMissing onContinue={onDone} />;
  return <PersonalInformationsForm asked={asked} today={today} onDone={onDone} />;
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
      <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
      <ProfileLoad loadingLabel={m.loading}>{(visit) => <LoadedPersonalInformations visit={visit} driver={driver} today={today} onDone={onDone} />}</ProfileLoad>
    </>
  );
}
