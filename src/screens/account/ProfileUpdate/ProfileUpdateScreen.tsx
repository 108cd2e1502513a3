import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { BirthDateField, ConsentCheckbox, FormField, OffersConsentLabel, PageTitle, PhoneField, RequiredNote, type Today } from '../../../components';
import { Form, showAccountFailure, useRestoredDraft, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { useVisitQuery, type QueryVisit } from '../../../relay/useVisitQuery';
import type { ConsentSettings } from '../../../services/consentReceipt';
import { configuredConsentSettings, postConsentReceipt } from '../../../services/consentReceipt';
import { passkeysUsable } from '../../../services/passkeys';
import { renameSessionUser } from '../../../services/session';
import type { ProfileUpdateScreenMeQuery, ProfileUpdateScreenMeQuery$data } from './__generated__/ProfileUpdateScreenMeQuery.graphql';
import type { ProfileUpdateScreenUpdateProfileMutation } from './__generated__/ProfileUpdateScreenUpdateProfileMutation.graphql';
import { AccountDetails } from './AccountDetails';
import { profileUpdateMessages as m } from './messages';
import { offersConsentReceipt } from './offersConsentReceipt';
import { profileForm, valuesFromProfile, type LoadedProfile, type ProfileValues } from './profileForm';
import { DraftRestoredNote, SavedStatus } from './ProfileNotices';
import { ProfileLoad } from './ProfileLoad';
import { ProfilePasskeys } from './ProfilePasskeys';

const meQuery = graphql`
  query ProfileUpdateScreenMeQuery($withPasskeys: Boolean!) {
    me {
      name
      email
      identity
      phoneNumber
      bornOn
      receiveOffers
    }
    passkeys @include(if: $withPasskeys) {
      id
      deviceName
      createdAt
      lastUsedAt
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

const Field = profileForm.Field;

export interface ProfileUpdateScreenProps {
  /** The day birth dates are checked against; the current date by default (stories fix it). */
  today?: Today;
  /** Consent-receipt settings; the configured ones by default. */
  consent?: ConsentSettings;
  /** Lists the passkeys: by default where they can be used (the site's setting, a host name, WebAuthn). */
  withPasskeys?: boolean;
}

interface ProfileFormProps {
  profile: Profile;
  today: Today | undefined;
  consent: ConsentSettings;
}

function ProfileForm({ profile, today, consent }: ProfileFormProps) {
  // Always asked: required when the profile has one (never erased), optional when it has none yet.
  const [bornOnRequired] = useState(() => Boolean(profile.bornOn));
  const [rules] = useState(() => profileForm.rules({ bornOnRequired, today }));
  const form = useValidatedForm<ProfileValues>({ defaultValues: valuesFromProfile(profile), rules });
  const [commit, isInFlight] = useMutation<ProfileUpdateScreenUpdateProfileMutation>(updateProfileMutation);
  const [status, setStatus] = useState<string | null>(null);
  // Per account (useFormDraft keys it by the session's account): another sign-in's draft is never offered here.
  const draft = useRestoredDraft('profile-update', form, profileForm.draftFields);
  const savedOffers = useRef(profile.receiveOffers);

  const succeed = (saved: LoadedProfile) => {
    form.hookForm.reset(valuesFromProfile(saved));
    draft.clear();
    renameSessionUser(saved.name);
    if (saved.receiveOffers !== savedOffers.current) {
      const receipt = offersConsentReceipt(consent, profile, saved.receiveOffers);
      if (receipt) void postConsentReceipt(receipt);
    }
    const withdrawn = savedOffers.current && !saved.receiveOffers;
    savedOffers.current = saved.receiveOffers;
    setStatus(withdrawn ? m.savedOffersWithdrawn : m.saved);
  };

  const submit = async (values: ProfileValues) => {
    setStatus(null);
    try {
      succeed((await commitAsync(commit, profileForm.toVariables(values, {}, {}))).updateProfile);
    } catch (error) {
      showAccountFailure(form, error, profileForm.serverFields, m.errorTitle);
    }
  };

  return (
    <>
      <SavedStatus status={status} />
      {draft.restored ? <DraftRestoredNote /> : null}
      <AccountDetails profile={profile} />
      <RequiredNote />
      <Form form={form} onSubmit={submit} onInvalid={() => setStatus(null)} sending={isInFlight} label={m.formLabel} submitLabel={m.submit} submitSx={{}}>
        <Field name="name" component={FormField} label={m.nameLabel} autoComplete="name" required />
        <Field name="phoneNumber" component={PhoneField} />
        <Field name="bornOn" component={BirthDateField} required={bornOnRequired} />
        <Field name="receiveOffers" component={ConsentCheckbox} label={<OffersConsentLabel />} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {m.consentHint}
        </Typography>
      </Form>
    </>
  );
}

type LoadedProps = Omit<ProfileFormProps, 'profile'> & { visit: QueryVisit; withPasskeys: boolean };

function LoadedProfileForm({ visit, today, consent, withPasskeys }: LoadedProps) {
  // Always from the server: the page must show what is saved now, not what an earlier visit read.
  const data = useVisitQuery<ProfileUpdateScreenMeQuery>(meQuery, { withPasskeys }, visit);
  const passkeys = data.passkeys ? <ProfilePasskeys initial={data.passkeys} /> : null;
  return <><ProfileForm profile={data.me} today={today} consent={consent} />{passkeys}</>;
}

/**
 * `/profile/update` (signed in): name, mobile phone, birth date (required once given) and the
 * offers consent, saved with `updateProfile`; the CPF shown read-only, the e-mail and password
 * changed on their own pages, the passkeys listed below the form, read in the same request. What
 * was typed survives an ended session (useFormDraft).
 */
export function ProfileUpdateScreen({ today, consent = configuredConsentSettings, withPasskeys: asked }: ProfileUpdateScreenProps) {
  const [withPasskeys] = useState(() => asked ?? passkeysUsable());
  return (
    <>
      <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      <ProfileLoad>{(visit) => <LoadedProfileForm visit={visit} today={today} consent={consent} withPasskeys={withPasskeys} />}</ProfileLoad>
    </>
  );
}
