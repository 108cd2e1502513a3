import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ItemList, PageTitle } from '../../../components';
import { SubmitButton } from '../../../components/SubmitButton';
import { FailureNotice } from '../../../forms';
import { graphql, useMutation } from '../../../relay';
import { classifyFailure } from '../../../relay/failure';
import type { Session } from '../../../services/session';
import type { ConsentAuthorizeMutation } from './__generated__/ConsentAuthorizeMutation.graphql';
import type { OAuthAuthorizeScreenClientQuery$data } from './__generated__/OAuthAuthorizeScreenClientQuery.graphql';
import { denyRedirect, isOnRedirectUri, type AuthorizeRequest } from './authorizeRequest';
import { oauthAuthorizeMessages as m } from './messages';

const authorizeMutation = graphql`
  mutation ConsentAuthorizeMutation(
    $clientId: String!
    $redirectUri: String!
    $responseType: String!
    $scope: String
    $state: String
    $codeChallenge: String
    $codeChallengeMethod: String
  ) {
    authorizeOAuthClient(
      clientId: $clientId
      redirectUri: $redirectUri
      responseType: $responseType
      scope: $scope
      state: $state
      codeChallenge: $codeChallenge
      codeChallengeMethod: $codeChallengeMethod
    ) {
      redirectTo
    }
  }
`;

type Client = NonNullable<OAuthAuthorizeScreenClientQuery$data['oauthClient']>;

interface ConsentProps {
  client: Client;
  request: AuthorizeRequest;
  session: Session;
  onNavigateExternal: (url: string) => void;
  /** Ends the session here; the page then sends the person to `/login` and back. */
  onSignOut: () => void;
}

/** Signed in: who asks, for what, as whom; nothing is granted until 'Permitir'. */
export function Consent({ client, request, session, onNavigateExternal, onSignOut }: ConsentProps) {
  const [commit, isInFlight] = useMutation<ConsentAuthorizeMutation>(authorizeMutation);
  // Set from the first click until the page is left: a second click must not ask for a second code.
  const leaving = useRef(false);
  const [action, setAction] = useState<'allow' | 'cancel' | null>(null);
  const [failed, setFailed] = useState(false);
  const scopes = request.scopes.map((name) => client.scopes.find((scope) => scope.name === name)?.description ?? name);
  const host = new URL(request.redirectUri).host;

  const fail = (error: unknown) => {
    leaving.current = false;
    setAction(null);
    // The session ended on the server: sign in again and come back here.
    if (classifyFailure(error).kind === 'unauthenticated') onSignOut();
    else setFailed(true);
  };

  const allow = () => {
    if (leaving.current) return;
    leaving.current = true;
    setAction('allow');
    setFailed(false);
    commit({
      variables: {
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        responseType: request.responseType,
        scope: request.scopes.length > 0 ? request.scopes.join(' ') : null,
        state: request.state,
        codeChallenge: request.codeChallenge,
        codeChallengeMethod: request.codeChallengeMethod,
      },
      onCompleted: (response) => {
        const redirectTo = response.authorizeOAuthClient.redirectTo;
        // Only ever the registered redirect URI the client sent, whatever the backend answered.
        if (isOnRedirectUri(redirectTo, request, client.redirectUris)) onNavigateExternal(redirectTo);
        else fail(null);
      },
      onError: fail,
    });
  };

  const cancel = () => {
    const target = denyRedirect(request, client.redirectUris);
    if (leaving.current || target === null) return;
    leaving.current = true;
    setAction('cancel');
    onNavigateExternal(target);
  };

  const name = session.user?.name;
  return (
    <>
      <PageTitle>{m.consentTitle(client.name)}</PageTitle>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{name ? m.account(name) : m.accountWithoutName}</Typography>
        <Button variant="text" onClick={onSignOut} disabled={action !== null || isInFlight}>{m.notYou}</Button>
      </Box>
      <Typography sx={{ mb: 1 }}>{m.permissionsIntro(client.name)}</Typography>
      {scopes.length > 0 ? (
        <ItemList items={scopes} />
      ) : (
        <Typography sx={{ mb: 2 }}>{m.noPermissions}</Typography>
      )}
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>{m.returnTo(host)}</Typography>
      {/* The alert is in the page before its message: a region added with its text is not read by every screen reader. */}
      <Box role="alert">
        {failed ? (
          <FailureNotice title={m.failedTitle}>
            <Typography>{m.failed}</Typography>
          </FailureNotice>
        ) : null}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SubmitButton onClick={allow} loading={action === 'allow'} loadingLabel={m.allowing} disabled={action !== null} fullWidth={false}>
          {m.allow}
        </SubmitButton>
        <Button variant="outlined" onClick={cancel} disabled={action !== null}>{m.cancel}</Button>
      </Stack>
    </>
  );
}
