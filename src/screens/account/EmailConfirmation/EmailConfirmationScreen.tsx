import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../services/paths';
import { FormErrorList, PageLoader, PageTitle } from '../../../components';
import { graphql, useMutation } from '../../../relay';
import { classifyFailure } from '../../../relay/failure';
import { messagesFor } from '../../../relay/failureMessages';
import { useNoReferrer } from '../../../services/useNoReferrer';
import type { EmailConfirmationScreenConfirmEmailMutation } from './__generated__/EmailConfirmationScreenConfirmEmailMutation.graphql';
import { forgetUnconfirmed, keepRedirect } from './afterConfirmation';
import { emailConfirmationMessages as m } from './messages';

const confirmEmailMutation = graphql`
  mutation EmailConfirmationScreenConfirmEmailMutation($token: String!) {
    confirmEmail(token: $token) {
      email
      status
      afterConfirmationRedirectUrl
    }
  }
`;

type Outcome =
  | { kind: 'loading' }
  | { kind: 'confirmed' | 'alreadyConfirmed'; email: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; messages: string[] };

const linkSx = { alignSelf: 'flex-start' } as const;

/**
 * `/email/invite/confirmation/:token`: confirms the address as soon as the link is opened (once,
 * even when effects run twice), then says what happened and what to do next. The page sends no
 * Referer: its URL holds the token.
 */
export function EmailConfirmationScreen() {
  useNoReferrer();
  const { token = '' } = useParams();
  const [commit] = useMutation<EmailConfirmationScreenConfirmEmailMutation>(confirmEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const started = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirm = useCallback(() => {
    setOutcome({ kind: 'loading' });
    const fail = (error: unknown) => {
      const failure = classifyFailure(error);
      if (failure.kind === 'invalidToken') setOutcome({ kind: 'invalid' });
      else setOutcome({ kind: 'failed', messages: messagesFor(failure, []).generalErrors });
    };
    commit({
      variables: { token },
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) return fail({ source: { errors } });
        const { email, status, afterConfirmationRedirectUrl } = response.confirmEmail;
        forgetUnconfirmed(email);
        if (status === 'CONFIRMED') {
          keepRedirect(afterConfirmationRedirectUrl);
          setOutcome({ kind: 'confirmed', email });
        } else {
          setOutcome({ kind: 'alreadyConfirmed', email });
        }
      },
      onError: fail,
    });
  }, [commit, token]);

  useEffect(() => {
    // React's StrictMode runs effects twice in development: a link is confirmed once.
    if (started.current === token) return;
    started.current = token;
    confirm();
  }, [confirm, token]);

  useEffect(() => {
    // The outcome replaces the loader: screen-reader users land on its heading.
    if (outcome.kind !== 'loading') heading.current?.focus();
  }, [outcome.kind]);

  if (outcome.kind === 'loading') {
    return (
      <>
        <PageTitle>{m.loadingTitle}</PageTitle>
        <PageLoader label={m.loading} minHeight={160} />
      </>
    );
  }

  const title = {
    confirmed: m.confirmed.title,
    alreadyConfirmed: m.alreadyConfirmed.title,
    invalid: m.invalid.title,
    failed: m.failed.title,
  }[outcome.kind];

  return (
    <>
      <PageTitle ref={heading} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>{title}</PageTitle>
      {outcome.kind === 'confirmed' || outcome.kind === 'alreadyConfirmed' ? (
        <>
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{m[outcome.kind].text(outcome.email)}</Typography>
          <Typography sx={{ mb: 3 }}>{m[outcome.kind].next}</Typography>
          <Button variant="contained" href={paths.login()}>{m.login}</Button>
        </>
      ) : null}
      {outcome.kind === 'invalid' ? (
        <>
          <Typography sx={{ mb: 1 }}>{m.invalid.text}</Typography>
          <Typography sx={{ mb: 3 }}>{m.invalid.howToGetNew}</Typography>
          <Stack spacing={2}>
            <Button variant="contained" href={paths.login()} sx={linkSx}>{m.login}</Button>
            <Button variant="outlined" href={paths.register()} sx={linkSx}>{m.invalid.register}</Button>
          </Stack>
        </>
      ) : null}
      {outcome.kind === 'failed' ? (
        <>
          <FormErrorList errors={outcome.messages} />
          <Button variant="contained" onClick={confirm}>{m.failed.retry}</Button>
        </>
      ) : null}
    </>
  );
}
