import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionLink, EmailField, PageTitle, PasswordField } from '../../../components';
import { Form, showAccountFailure, useRestoredDraft, useValidatedForm } from '../../../forms';
import { commitAsync, graphql, useMutation } from '../../../relay';
import { trackPageView } from '../../../services/analytics';
import { paths, routePatterns } from '../../../services/paths';
import { readUnconfirmedEmail, useSession } from '../../../services/session';
import { rememberPendingEmailChange, type PendingEmailChange } from '../EmailChangeSuccess/pendingEmail';
import type { EmailChangeScreenChangeEmailMutation } from './__generated__/EmailChangeScreenChangeEmailMutation.graphql';
import type { EmailChangeScreenChangeUnconfirmedEmailMutation } from './__generated__/EmailChangeScreenChangeUnconfirmedEmailMutation.graphql';
import { emailChangeForm, type EmailChangeValues } from './emailChangeForm';
import { emailChangeMessages as m } from './messages';
import { rememberNewUnconfirmedEmail } from './unconfirmed';

const changeEmailMutation = graphql`
  mutation EmailChangeScreenChangeEmailMutation($newEmail: String!, $password: String!) {
    changeEmail(newEmail: $newEmail, password: $password) {
      pendingEmail
    }
  }
`;

const changeUnconfirmedEmailMutation = graphql`
  mutation EmailChangeScreenChangeUnconfirmedEmailMutation($currentEmail: String!, $newEmail: String!, $password: String!) {
    changeUnconfirmedEmail(currentEmail: $currentEmail, newEmail: $newEmail, password: $password) {
      pendingEmail
    }
  }
`;

const rules = emailChangeForm.rules();
const DRAFT_NAME = 'email-change';
const Field = emailChangeForm.Field;

export interface EmailChangeScreenProps {
  /** Where to go once the change is asked for (with the change as navigation state); by default the router, replacing this page. */
  onNavigate?: (path: string, state: PendingEmailChange) => void;
}

/**
 * `/email/change`. Signed in: a new address and the current password (`changeEmail`). Without a
 * session but with a stored `unconfirmed_user_email` (from `/unconfirmed-user`): the mistyped
 * address read-only, the right one and the sign-up password (`changeUnconfirmedEmail`). Either way
 * a confirmation goes to the new address. The typed address survives a session that ends mid-way.
 */
export function EmailChangeScreen({ onNavigate }: EmailChangeScreenProps) {
  const navigate = useNavigate();
  const go = onNavigate ?? ((path: string, state: PendingEmailChange) => void navigate(path, { replace: true, state }));
  const session = useSession();
  const [unconfirmedEmail] = useState(readUnconfirmedEmail);
  const unconfirmedMode = session === null && unconfirmedEmail !== null && unconfirmedEmail.trim() !== '';
  const copy = unconfirmedMode ? { ...m, ...m.unconfirmed } : m;

  const [commitChange, changeInFlight] = useMutation<EmailChangeScreenChangeEmailMutation>(changeEmailMutation);
  const [commitUnconfirmed, unconfirmedInFlight] = useMutation<EmailChangeScreenChangeUnconfirmedEmailMutation>(changeUnconfirmedEmailMutation);
  const form = useValidatedForm<EmailChangeValues>({ defaultValues: emailChangeForm.empty(), rules, validate: 'submit', disableWhileSending: true });
  const draft = useRestoredDraft(DRAFT_NAME, form, emailChangeForm.draftFields);

  useEffect(() => {
    // The route table has no page title for /email/change: only this use of it is counted.
    if (unconfirmedMode) trackPageView('change-unconfirmed-email', routePatterns.emailChange);
  }, [unconfirmedMode]);

  const succeed = (pendingEmail: string, unconfirmed: boolean) => {
    draft.clear();
    form.hookForm.reset(emailChangeForm.empty());
    if (unconfirmed && unconfirmedEmail !== null) rememberNewUnconfirmedEmail(unconfirmedEmail, pendingEmail);
    const change = { email: pendingEmail, unconfirmed };
    rememberPendingEmailChange(change);
    go(paths.emailChangeSuccess(), change);
  };

  const submit = async (values: EmailChangeValues) => {
    const variables = emailChangeForm.toVariables(values, {}, {});
    try {
      if (unconfirmedMode) {
        const response = await commitAsync(commitUnconfirmed, { ...variables, currentEmail: unconfirmedEmail });
        succeed(response.changeUnconfirmedEmail.pendingEmail, true);
      } else {
        const response = await commitAsync(commitChange, variables);
        succeed(response.changeEmail.pendingEmail, false);
      }
    } catch (error) {
      showAccountFailure(form, error, emailChangeForm.serverFields, m.serverErrorTitle);
    }
  };

  return (
    <>
      <PageTitle id="email-change-title" sx={{ mb: 1 }}>{copy.title}</PageTitle>
      <Typography sx={{ mb: 1 }}>{copy.intro}</Typography>
      <Form
        form={form}
        onSubmit={submit}
        sending={changeInFlight || unconfirmedInFlight}
        labelledBy="email-change-title"
        submitLabel={copy.submit}
        sendingLabel={m.submitting}
        submitSx={{ mt: 3 }}
      >
        {unconfirmedMode ? (
          <EmailField id="currentEmail" name="currentEmail" label={m.unconfirmed.currentEmailLabel} hint={m.unconfirmed.currentEmailHint} autoComplete="username" readOnly value={unconfirmedEmail} />
        ) : null}
        <Field name="newEmail" component={EmailField} label={copy.newEmailLabel} hint={m.newEmailHint} required />
        <Field name="password" component={PasswordField} label={copy.passwordLabel} hint={unconfirmedMode ? m.unconfirmed.passwordHint : null} autoComplete="current-password" required />
        {unconfirmedMode ? null : (
          <Box>
            <ActionLink href={paths.recovery()}>{m.forgotPassword}</ActionLink>
          </Box>
        )}
      </Form>
      <Stack sx={{ mt: 2 }}>
        <ActionLink href={unconfirmedMode ? paths.unconfirmedUser() : paths.home()} sx={{ alignSelf: 'flex-start' }}>{copy.cancel}</ActionLink>
      </Stack>
    </>
  );
}
