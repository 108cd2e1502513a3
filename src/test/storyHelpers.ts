import { graphql } from 'msw/graphql';
import { spyOn } from 'storybook/test';
import { unsignedToken } from './tokenFixtures';

/** The GraphQL endpoint, for the stories' MSW handlers. */
export const api = graphql.link('*/graphql');

/** The mock backend's seeded confirmed account (mocks/store.ts `DEMO.confirmedUser`), which the signed-in stories use. */
export const demoUser = { email: 'maria.silva@exemplo.com.br', password: 'Senha@Forte1' } as const;

/** Signs `email` in for a story: a token the mock backend accepts (its `sub` is the account), valid until 2100. */
export function signIn(email: string = demoUser.email): void {
  localStorage.setItem('jwt', unsignedToken({ sub: email, exp: 4_102_444_800 }));
  localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
}

/** A GraphQL answer with one error carrying `extensions`. */
export function errorAnswer(message: string, extensions: Record<string, unknown>) {
  return { data: null, errors: [{ message, extensions }] };
}

/**
 * Counts the page's requests of the GraphQL `operation` from now on, as `fetch` is called: before any
 * reaches the mock, whose service worker hands each over later. A double click's two submits both run
 * as the clicks are dispatched, so a second request would be asked of `fetch` in the same turn as the
 * first: once the first has reached the mock, the count is final, with no time to wait. (Storybook
 * restores the spy before the next story.)
 */
export function countRequests(operation: string): () => number {
  const requests = spyOn(globalThis, 'fetch');
  return () => requests.mock.calls.filter(([, init]) => typeof init?.body === 'string' && init.body.includes(operation)).length;
}
