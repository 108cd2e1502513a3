import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ActionLink, IdentifierField, PageTitle, PasswordField } from '../../../components';
import { Form, prefillOf, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { useAddressSearch } from '../../../services/addressPrivacy';
import { paths } from '../../../services/paths';
import {
  asksStartAtRegister,
  readStoredRedirect,
  redirectParamOf,
  stripLoginParams,
  useStoreRedirectParam,
  withoutTarget,
} from '../../../services/redirects';
import { getSessionToken, rememberUnconfirmedUser, useSession } from '../../../services/session';
import { localStore, storageKeys } from '../../../services/storage';
import { useHydrated } from '../../../services/useHydrated';
import { LoginField, loginForm, type LoginValues } from './loginForm';
import { classifyLoginFailure } from './loginError';
import { ClientContext } from './ClientContext';
import { SignedIn } from './SignedIn';
import { useAfterSignIn } from './useAfterSignIn';
import { usePasskeySignIn } from './usePasskeySignIn';
import { useDisabledPrompt } from './useDisabledPrompt';
import { loginMessages as m } from './messages';
import type { LoginScreenLoginMutation } from './__generated__/LoginScreenLoginMutation.graphql';

const loginMutation = graphql`
  mutation LoginScreenLoginMutation($identifier: String!, $password: String!) {
    login(identifier: $identifier, password: $password) {
      token
      user {
        name
      }
    }
  }
`;

const loginRules = loginForm.rules();

// MUI's Dialog (with Modal, focus trap and transitions) is for the rare blocked account: it loads
// when first needed, not before the form shows.
const DisabledAccountDialog = lazy(() => import('./DisabledAccountDialog').then((module) => ({ default: module.DisabledAccountDialog })));

export interface LoginScreenProps {
  /** Sends the person on (after sign-in, when already signed in, or to sign-up); by default the router, replacing the entry. */
  onNavigate?: (path: string) => void;
  /** Offers passkeys; by default where usable (the site's setting, a host name, WebAuthn). */
  withPasskeys?: boolean;
}

/**
 * `/login`: sign-in with an e-mail or CPF and a password, through the `login` mutation. Keeps a
 * `?redirect_uri=` (with `force_logout=1` and `target=register` honoured), prefills the field from
 * `?identifier=`, and sends a person who is already signed in straight on to the stored redirect;
 * with none stored, `/login` is the destination and says they are signed in.
 */
export function LoginScreen({ onNavigate, withPasskeys }: LoginScreenProps) {
  useStoreRedirectParam();
  const navigate = useNavigate();
  const { search } = useLocation();
  const linkSearch = useAddressSearch();
  const session = useSession();
  const signedIn = session !== null;
  const go = onNavigate ?? ((path: string) => void navigate(path, { replace: true }));
  const form = useValidatedForm<LoginValues>({ defaultValues: loginForm.empty(), rules: loginRules, validate: 'submit' });
  const [commit, isInFlight] = useMutation<LoginScreenLoginMutation>(loginMutation);
  // The first render depends on the path alone (it hydrates the pre-rendered page): the link's
  // redirect and a pending blocked-account notice come right after.
  const hydrated = useHydrated();
  const prompt = useDisabledPrompt(hydrated);
  const afterSignIn = useAfterSignIn(go);
  const passkeys = usePasskeySignIn(form, afterSignIn.follow, hydrated, withPasskeys);

  // The link's identifier, which the form applies as it opens.
  const [start] = useState(() => {
    const prefill = prefillOf(loginForm, linkSearch);
    return Object.keys(prefill).length === 0 ? undefined : prefill;
  });

  useEffect(() => {
    // After useStoreRedirectParam's effect: the new redirect is stored and a forced logout done.
    // Read again, not `signedIn`: a `force_logout=1` may have ended the session since this render.
    if (getSessionToken() !== null) return passkeys.offering.current ? undefined : afterSignIn.follow(false);
    const stored = readStoredRedirect();
    if (stored !== null && asksStartAtRegister(stored)) {
      // Followed once: coming back to sign-in from sign-up must not bounce to sign-up again.
      const redirectUri = withoutTarget(stored);
      localStore.set(storageKeys.afterLoginRedirectsTo, redirectUri);
      go(paths.register({ redirectUri }));
    }
    // Only when the screen opens or the session appears (another tab signing in).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  const fail = (error: unknown) => {
    const failure = classifyLoginFailure(error);
    switch (failure.kind) {
      case 'unconfirmed':
        rememberUnconfirmedUser(failure.account.email, failure.account.resendUrl);
        return go(paths.unconfirmedUser());
      case 'disabled':
        return prompt.show();
      case 'invalidCredentials':
        return form.showErrors({ generalErrors: [m.invalidCredentials] });
      case 'rateLimited':
        return form.showErrors({ generalErrors: [failure.message] });
      case 'other':
        return form.showErrors({ generalErrors: failure.messages, offline: failure.offline });
    }
  };

  const submit = (values: LoginValues) => commitAsync(commit, loginForm.toVariables(values, {}, {})).then((response) => passkeys.signedInWith(response.login, true), fail);

  // The query's redirect (it is stored by an effect), the stored one after; none before hydration.
  const carried = hydrated ? (redirectParamOf(search) ?? readStoredRedirect()) : null;
  const redirectUri = carried === null ? null : stripLoginParams(carried);
  // Signed in with nothing stored: /login is the destination (spec §4), and says so.
  const stays = afterSignIn.where === 'here' || (afterSignIn.where === 'none' && carried === null);
  // The passkey offer, after a password sign-in, comes before wherever the sign-in goes on to.
  if (passkeys.offerStep || (signedIn && hydrated && stays)) return passkeys.offerStep ?? <SignedIn name={session?.user?.name} />;
  return (
    <>
      <PageTitle sx={{ mb: 1 }}>{m.title}</PageTitle>
      <ClientContext />
      <Typography sx={{ mb: 1 }}>{signedIn ? m.redirecting : m.intro}</Typography>
      <Form form={form} start={start} onSubmit={submit} sending={isInFlight} label={m.title} submitLabel={m.submit}>
        <LoginField name="identifier" id="identifier" component={IdentifierField} label={m.identifierLabel} hint={m.identifierHint} passkeyAutofill={passkeys.autofill} required />
        <LoginField name="password" id="password" component={PasswordField} label={m.passwordLabel} hint={null} autoComplete="current-password" required />
        <Box sx={{ mt: 1 }}>
          <ActionLink href={paths.recovery()}>{m.forgotPassword}</ActionLink>
        </Box>
      </Form>
      {signedIn ? null : passkeys.signIn}
      <Typography sx={{ mt: 3 }}>
        {m.noAccount}{' '}
        <ActionLink href={paths.register({ redirectUri })}>{m.register}</ActionLink>
      </Typography>
      {prompt.mounted ? (
        <Suspense fallback={null}>
          <DisabledAccountDialog open={prompt.open} onClose={prompt.close} />
        </Suspense>
      ) : null}
    </>
  );
}
