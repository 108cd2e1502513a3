import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../services/paths';
import { carriedRedirectUri } from '../../../services/redirects';
import { useHydrated } from '../../../services/useHydrated';

// Reading the request and the client's name (Relay's query runtime) load only when a partner's request may be waiting.
const ClientName = lazy(() => import('./ClientName').then((module) => ({ default: module.ClientName })));

/** The line is context, not the page: when the name cannot be loaded, nothing shows. */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Who the person signs in for, when the after-login redirect is a partner's OAuth2 authorize request
 * ('Para continuar em Loja Parceira'); nothing otherwise, before hydration (the page is pre-rendered
 * by path) or when the backend knows no name for the client.
 */
export function ClientContext() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const redirect = hydrated ? carriedRedirectUri(search) : null;
  // A cheap first look; ClientName reads the request itself (authorizeClientIdOf) and shows nothing for any other.
  if (redirect === null || !redirect.startsWith(paths.oauth2Authorize())) return null;
  return (
    <Quietly>
      <Suspense fallback={null}>
        <ClientName redirect={redirect} />
      </Suspense>
    </Quietly>
  );
}
