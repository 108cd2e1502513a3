import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { graphql } from '../../../relay';
import { RelayRuntimeBoundary } from '../../../relay/RelayRuntimeBoundary';
import { newVisit, useVisitQuery, type QueryVisit } from '../../../relay/useVisitQuery';
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

function Name({ clientId, visit }: { clientId: string; visit: QueryVisit }) {
  const data = useVisitQuery<ClientNameQuery>(clientNameQuery, { clientId }, visit);
  const name = data.oauthClient?.name.trim();
  return name ? <Typography sx={{ mb: 1, fontWeight: 500 }}>{m.continuingTo(name)}</Typography> : null;
}

/**
 * 'Para continuar em <client>' when `redirect` (the after-login redirect) is an OAuth2 authorize request: the
 * partner's name as the backend gives it; nothing otherwise. Render inside an error boundary. The visit is
 * kept above its own Suspense boundary, so the name is asked once per visit (useVisitQuery).
 */
export function ClientName({ redirect }: { redirect: string }) {
  const [visit] = useState(newVisit);
  const clientId = authorizeClientIdOf(redirect);
  if (clientId === null) return null;
  return (
    <Suspense fallback={null}>
      <RelayRuntimeBoundary>
        <Name clientId={clientId} visit={visit} />
      </RelayRuntimeBoundary>
    </Suspense>
  );
}
