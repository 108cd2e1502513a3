import Typography from '@mui/material/Typography';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { RelayRuntimeBoundary } from '../../../relay/RelayRuntimeBoundary';
import { authorizeClientIdOf } from '../OAuthAuthorize/authorizeRequest';
import type { ClientNameQuery } from './__generated__/ClientNameQuery.graphql';
import { loginMessages as m } from './messages';

const clientNameQuery = graphql`
  query ClientNameQuery($clientId: String!) {
    oauthClient(clientId: $clientId) {
      id
      name
    }
  }
`;

function Name({ clientId }: { clientId: string }) {
  const data = useLazyLoadQuery<ClientNameQuery>(clientNameQuery, { clientId });
  const name = data.oauthClient?.name.trim();
  return name ? <Typography sx={{ mb: 1, fontWeight: 500 }}>{m.continuingTo(name)}</Typography> : null;
}

/**
 * 'Para continuar em <client>' when `redirect` (the after-login redirect) is an OAuth2 authorize request: the
 * partner's name as the backend gives it; nothing otherwise. Render inside Suspense and an error boundary.
 */
export function ClientName({ redirect }: { redirect: string }) {
  const clientId = authorizeClientIdOf(redirect);
  if (clientId === null) return null;
  return (
    <RelayRuntimeBoundary>
      <Name clientId={clientId} />
    </RelayRuntimeBoundary>
  );
}
