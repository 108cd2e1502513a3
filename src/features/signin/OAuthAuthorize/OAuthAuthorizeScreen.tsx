import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../services/paths';
import { clearSession, useSession, type Session } from '../../../services/session';
import { localStore, storageKeys } from '../../../services/storage';
import { PageLoader } from '../../../components/PageLoader';
import { SubmitButton } from '../../../components/SubmitButton';
import { GraphQLResponseError } from '../../../relay/errors';
import { RelayRuntimeBoundary } from '../../../relay/RelayRuntimeBoundary';
import type { OAuthAuthorizeScreenAuthorizeMutation } from './__generated__/OAuthAuthorizeScreenAuthorizeMutation.graphql';
import type { OAuthAuthorizeScreenClientQuery, OAuthAuthorizeScreenClientQuery$data } from './__generated__/OAuthAuthorizeScreenClientQuery.graphql';
import { checkAgainstClient, denyRedirect, isOnRedirectUri, parseAuthorizeRequest, type AuthorizeRequest, type InvalidReason } from './authorizeRequest';
import { oauthAuthorizeMessages as m } from './messages';

const clientQuery = graphql`
  query OAuthAuthorizeScreenClientQuery($clientId: String!) {
    oauthClient(clientId: $clientId) {
      id
      name
      redirectUris
      scopes {
        name
        description
      }
    }
  }
`;

const authorizeMutation = graphql`
  mutation OAuthAuthorizeScreenAuthorizeMutation(
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

export interface OAuthAuthorizeScreenProps {
  /** Leaves the portal for the client's redirect URI; `window.location.assign` by default. */
  onNavigateExternal?: (url: string) => void;
  /** Goes to a path of the portal (the sign-in or sign-up page); the router, replacing this entry, by default. */
  onNavigate?: (path: string) => void;
}

const assign = (url: string) => window.location.assign(url);

function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphQLResponseError && error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
}

/** The invalid-link page: it explains and offers only a way home, never a redirect. */
function InvalidRequest({ reason }: { reason: InvalidReason }) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {m.invalidTitle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{m.invalidIntro}</Typography>
      <Typography sx={{ mb: 1, fontWeight: 600 }}>{m.invalidReasons[reason]}</Typography>
      <Typography sx={{ mb: 3 }}>{m.invalidHint}</Typography>
      <Button variant="contained" href={paths.home()}>
        {m.home}
      </Button>
    </>
  );
}

/** Turns a failed client query (network, server) into a Portuguese page instead of the generic one. */
class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          {m.loadFailedTitle}
        </Typography>
        <Typography sx={{ mb: 3 }}>{m.loadFailed}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {m.reload}
          </Button>
          <Button variant="outlined" href={paths.home()}>
            {m.home}
          </Button>
        </Stack>
      </>
    );
  }
}

/** Signed out: remembers this authorize URL as the after-login redirect and goes to sign in (or sign up). */
function SendToSignIn({ returnTo, signUp, onNavigate }: { returnTo: string; signUp: boolean; onNavigate: (path: string) => void }) {
  useEffect(() => {
    localStore.set(storageKeys.afterLoginRedirectsTo, returnTo);
    onNavigate(signUp ? paths.register() : paths.login());
  }, [returnTo, signUp, onNavigate]);
  return <PageLoader label={m.signingIn} />;
}

interface ConsentProps {
  client: Client;
  request: AuthorizeRequest;
  session: Session;
  onNavigateExternal: (url: string) => void;
  /** Ends the session here; the page then sends the person to `/login` and back. */
  onSignOut: () => void;
}

/** Signed in: who asks, for what, as whom; nothing is granted until 'Permitir'. */
function Consent({ client, request, session, onNavigateExternal, onSignOut }: ConsentProps) {
  const [commit, isInFlight] = useMutation<OAuthAuthorizeScreenAuthorizeMutation>(authorizeMutation);
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
    if (isUnauthenticated(error)) onSignOut();
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
      <Typography variant="h1" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {m.consentTitle(client.name)}
      </Typography>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{name ? m.account(name) : m.accountWithoutName}</Typography>
        <Button variant="text" onClick={onSignOut} disabled={action !== null || isInFlight} sx={{ minHeight: 44 }}>
          {m.notYou}
        </Button>
      </Box>
      <Typography sx={{ mb: 1 }}>{m.permissionsIntro(client.name)}</Typography>
      {scopes.length > 0 ? (
        <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
          {scopes.map((description) => (
            <li key={description}>
              <Typography>{description}</Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>{m.noPermissions}</Typography>
      )}
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>{m.returnTo(host)}</Typography>
      {/* The alert is in the page before its message: a region added with its text is not read by every screen reader. */}
      <Box role="alert">
        {failed ? (
          <Box sx={{ p: 2, mb: 3, border: 3, borderColor: 'error.main', borderRadius: 1, bgcolor: 'background.paper' }}>
            <Typography variant="h6" component="h2" sx={{ mt: 0, mb: 1 }}>
              {m.failedTitle}
            </Typography>
            <Typography>{m.failed}</Typography>
          </Box>
        ) : null}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SubmitButton onClick={allow} loading={action === 'allow'} loadingLabel={m.allowing} disabled={action !== null} fullWidth={false}>
          {m.allow}
        </SubmitButton>
        <Button variant="outlined" onClick={cancel} disabled={action !== null} sx={{ minHeight: 44 }}>
          {m.cancel}
        </Button>
      </Stack>
    </>
  );
}

interface AuthorizeWithClientProps {
  request: AuthorizeRequest;
  /** This page's path and query, to come back to after sign-in. */
  returnTo: string;
  onNavigateExternal: (url: string) => void;
  onNavigate: (path: string) => void;
}

function AuthorizeWithClient({ request, returnTo, onNavigateExternal, onNavigate }: AuthorizeWithClientProps) {
  const data = useLazyLoadQuery<OAuthAuthorizeScreenClientQuery>(clientQuery, { clientId: request.clientId });
  const session = useSession();
  // After 'Não é você?' (or a session the server refused) the person signs in, even with `target=register`.
  const [signedOutHere, setSignedOutHere] = useState(false);
  const client = data.oauthClient;
  const problem = checkAgainstClient(request, client);
  if (problem !== null || !client) return <InvalidRequest reason={problem ?? 'unknownClient'} />;
  if (!session) return <SendToSignIn returnTo={returnTo} signUp={request.signUp && !signedOutHere} onNavigate={onNavigate} />;
  const signOut = () => {
    setSignedOutHere(true);
    clearSession();
  };
  return <Consent client={client} request={request} session={session} onNavigateExternal={onNavigateExternal} onSignOut={signOut} />;
}

/**
 * `/oauth2/authorize`: the OAuth2 authorization-code request of a partner application (PKCE
 * S256). The request is checked against the client the backend describes before anything else;
 * a bad link shows an explanation and never redirects. Signed out, the person signs in and comes
 * back; signed in, they see who asks for what and choose 'Permitir' or 'Cancelar'.
 */
export function OAuthAuthorizeScreen({ onNavigateExternal = assign, onNavigate }: OAuthAuthorizeScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseAuthorizeRequest(location.search), [location.search]);
  const returnTo = `${location.pathname}${location.search}`;
  const goTo = useMemo(() => onNavigate ?? ((path: string) => void navigate(path, { replace: true })), [onNavigate, navigate]);
  if (!parsed.ok) return <InvalidRequest reason={parsed.reason} />;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoader label={m.loading} />}>
        <RelayRuntimeBoundary>
          <AuthorizeWithClient request={parsed.request} returnTo={returnTo} onNavigateExternal={onNavigateExternal} onNavigate={goTo} />
        </RelayRuntimeBoundary>
      </Suspense>
    </LoadErrorBoundary>
  );
}
