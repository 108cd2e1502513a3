import { loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';

/** One opening of a screen that reads a query (and each 'Tentar de novo' of it): the query is asked once per visit. */
export type QueryVisit = number;

let lastVisit = 0;

/**
 * A new visit. Keep it in the state of a component above the screen's Suspense boundary
 * (`useState(newVisit)`): that state lasts while the query suspends, and while StrictMode runs the
 * screen's effects again.
 */
export const newVisit = (): QueryVisit => (lastVisit += 1);

interface VisitLoad {
  visit: QueryVisit;
  reference: PreloadedQuery<OperationType>;
}

/** Per environment and request (query and variables), the latest visit's load: retained until the next visit replaces it. */
const loads = new WeakMap<Environment, Map<string, VisitLoad>>();

function loadForVisit<T extends OperationType>(environment: Environment, query: GraphQLTaggedNode, variables: T['variables'], visit: QueryVisit): PreloadedQuery<T> {
  let byRequest = loads.get(environment);
  if (!byRequest) loads.set(environment, (byRequest = new Map()));
  const request = createOperationDescriptor(getRequest(query), variables).request.identifier;
  const current = byRequest.get(request);
  if (current?.visit === visit) return current.reference as PreloadedQuery<T>;
  current?.reference.dispose();
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' });
  byRequest.set(request, { visit, reference: reference as PreloadedQuery<OperationType> });
  return reference;
}

/**
 * A screen's query, asked of the server once per visit (what is saved now, never an earlier visit's
 * answer), suspending until it answers; a failure is thrown to the nearest error boundary.
 *
 * Not react-relay's `useLazyLoadQuery` with `network-only`: that hook takes a second run of its
 * effects (StrictMode in development runs them twice on mount, and again each time a Suspense
 * boundary shows its content back) for a hidden-and-shown screen and asks the server again, which
 * suspends the screen and shows it back: under `npm start` the profile was asked for over and over
 * and never shown. Here the visit's request is made once, outside the component's lifecycle, and a
 * re-render reads its kept answer (`usePreloadedQuery`).
 */
export function useVisitQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables'], visit: QueryVisit): T['response'] {
  const environment = useRelayEnvironment();
  return usePreloadedQuery<T>(query, loadForVisit<T>(environment, query, variables, visit));
}
