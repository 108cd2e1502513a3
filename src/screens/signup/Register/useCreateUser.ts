import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { commitAsync, type Commit } from '../../../relay';
import { classifyFailure } from '../../../relay/failure';
import { showFailure, type ValidatedForm } from '../../../forms';
import { signUpFunnelSteps, trackFunnelStep } from '../../../services/analytics';
import { buildConsentReceipt, postConsentReceipt, type ConsentSettings } from '../../../services/consentReceipt';
import { paths } from '../../../services/paths';
import { afterConfirmationRedirectTo, readStoredRedirect } from '../../../services/redirects';
import { rememberUnconfirmedUser } from '../../../services/session';
import type { SignUpVariant } from '../../../services/signUpVariants';
import { removeDraft } from './draft';
import { signUpForm, type SignUpValues } from './signUpForm';
import type { RegisterScreenCreateUserMutation } from './__generated__/RegisterScreenCreateUserMutation.graphql';

export interface CreateUserOptions {
  consent: ConsentSettings;
  /** Called with the address the confirmation goes to once the account exists; by default goes to `/register/success`, which names it (in the navigation's state, never in the URL). */
  onRegistered?: (email: string) => void;
  /** Called when the e-mail belongs to an unconfirmed account; by default goes to `/unconfirmed-user`. */
  onUnconfirmed?: () => void;
}

/** Which of the fields the person typed already belong to an account (the server said so): the sign-up offers to sign in instead. */
export type AlreadyRegistered = readonly ('email' | 'identity')[];

const isRegisteredField = (name: string): name is AlreadyRegistered[number] => name === 'email' || name === 'identity';

/**
 * The sign-up's submit (spec §4, §7, §8): `createUser` with the variant's fields; on success the
 * draft goes, the funnel step and the consent receipt are sent, and the person moves on; an
 * unconfirmed account is remembered for `/unconfirmed-user`; anything else shows on the form, and
 * an e-mail or CPF that already has an account is also told apart (`alreadyRegistered`).
 */
export function useCreateUser(form: ValidatedForm<SignUpValues>, variant: SignUpVariant, commit: Commit<RegisterScreenCreateUserMutation>, { consent, onRegistered, onUnconfirmed }: CreateUserOptions) {
  const navigate = useNavigate();
  const [alreadyRegistered, setAlreadyRegistered] = useState<AlreadyRegistered>([]);

  const submit = async (values: SignUpValues) => {
    setAlreadyRegistered([]);
    try {
      await commitAsync(commit, signUpForm.toVariables(values, { visible: variant.visible }, { afterConfirmationRedirectTo: afterConfirmationRedirectTo(readStoredRedirect()) }));
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'unconfirmed') {
        rememberUnconfirmedUser(failure.account.email, failure.account.resendUrl);
        (onUnconfirmed ?? (() => void navigate(paths.unconfirmedUser())))();
        return;
      }
      showFailure(form, failure, signUpForm.serverFields);
      if (failure.kind === 'rejected') setAlreadyRegistered(failure.alreadyRegistered.filter(isRegisteredField));
      trackFunnelStep(signUpFunnelSteps.registration, 'failure');
      return;
    }
    removeDraft();
    trackFunnelStep(signUpFunnelSteps.registration, 'success');
    const receipt = buildConsentReceipt(consent, values);
    if (receipt) void postConsentReceipt(receipt);
    const email = values.email.trim();
    (onRegistered ?? (() => void navigate(paths.registerSuccess(), { state: { email } })))(email);
  };

  return { submit, alreadyRegistered };
}
