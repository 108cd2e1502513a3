import { Suspense, useMemo, useState } from 'react';
import { graphql } from '../../../relay';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader';
import { RelayRuntimeBoundary } from '../../../relay/RelayRuntimeBoundary';
import { newVisit, useVisitQuery, type QueryVisit } from '../../../relay/useVisitQuery';
import { useGoTo } from '../../../services/navigation';
import { clearSession, forgetAccountOnThisDevice, useSession } from '../../../services/session';
import type { OAuthAuthorizeScreenClientQuery } from './__generated__/OAuthAuthorizeScreenClientQuery.graphql';
import { checkAgainstClient, parseAuthorizeRequest, type AuthorizeRequest } from './authorizeRequest';
import { Consent } from './Consent';
import { oauthAuthorizeMessages as m } from './messages';
import { InvalidRequest, LoadErrorBoundary, SendToSignIn } from './OAuthPages';

const clientQuery = graphql`
  query OAuthAuthorizeScreenClientQuery($clientId: String!) {
    oauthClient(clientId: $clientId) {
      id
      name
      redirectUris
      confidential
      scopes {
        name
        description
      }
    }
  }
`;

export interface OAuthAuthorizeScreenProps {
  /** Leaves the portal for the client's redirect URI; `window.location.assign` by default. */
  onNavigateExternal?: (url: string) => void;
  /** Goes to a path of the portal (the sign-in or sign-up page); the router, replacing this entry, by default. */
  onNavigate?: (path: string) => void;
}

const assign = (url: string) => window.location.assign(url);

interface AuthorizeWithClientProps {
  request: AuthorizeRequest;
  visit: QueryVisit;
  /** This page's path and query, to come back to after sign-in. */
  returnTo: string;
  onNavigateExternal: (url: string) => void;
  onNavigate: (path: string) => void;
}

function AuthorizeWithClient({ request, visit, returnTo, onNavigateExternal, onNavigate }: AuthorizeWithClientProps) {
  const data = useVisitQuery<OAuthAuthorizeScreenClientQuery>(clientQuery, { clientId: request.clientId }, visit);
  const session = useSession();
  // After 'Não é você?' (or a session the server refused) the person signs in, even with `target=register`.
  const [signedOutHere, setSignedOutHere] = useState(false);
  const client = data.oauthClient;
  const problem = checkAgainstClient(request, client);
  if (problem !== null || !client) return <InvalidRequest reason={problem ?? 'unknownClient'} />;
  if (!session) return <SendToSignIn returnTo={returnTo} signUp={request.signUp && !signedOutHere} onNavigate={onNavigate} />;
  const signOut = () => {
    setSignedOutHere(true);
    // A sign-out: the account is forgotten; this authorize URL is stored again as the person is sent to sign in.
    clearSession();
    forgetAccountOnThisDevice();
  };
  return <Consent client={client} request={request} session={session} onNavigateExternal={onNavigateExternal} onSignOut={signOut} />;
}

/**
 * `/oauth2/authorize`: the OAuth2 authorization-code request of a partner application (PKCE
 * S256, required unless the backend says the client is confidential). The request is checked against the client the backend describes before anything else;
 * a bad link shows an explanation and never redirects. Signed out, the person signs in and comes
 * back; signed in, they see who asks for what and choose 'Permitir' or 'Cancelar'.
 */
export function OAuthAuthorizeScreen({ onNavigateExternal = assign, onNavigate }: OAuthAuthorizeScreenProps) {
  const location = useLocation();
  const goTo = useGoTo();
  // Above the Suspense boundary: kept while the client query suspends, so it is asked once per visit.
  const [visit] = useState(newVisit);
  const parsed = useMemo(() => parseAuthorizeRequest(location.search), [location.search]);
  const returnTo = `${location.pathname}${location.search}`;
  const goToPath = useMemo(() => onNavigate ?? ((path: string) => goTo({ kind: 'internal', path })), [onNavigate, goTo]);
  if (!parsed.ok) return <InvalidRequest reason={parsed.reason} />;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageLoader label={m.loading} />}>
        <RelayRuntimeBoundary>
          <AuthorizeWithClient request={parsed.request} visit={visit} returnTo={returnTo} onNavigateExternal={onNavigateExternal} onNavigate={goToPath} />
        </RelayRuntimeBoundary>
      </Suspense>
    </LoadErrorBoundary>
  );
}
