import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { ThemeProvider } from '../components/theme';
import { RelayEnvironmentProvider, type Environment } from '../relay';
import { createEnvironment } from '../relay/environment';
import { server } from './setup';
import { unsignedToken } from './tokenFixtures';

/** An environment as the app's: the session's token from storage on each request. */
export const sessionEnvironment = (): Environment => createEnvironment({ url: '/graphql', getToken: () => localStorage.getItem('jwt') });

/**
 * Renders `element` at `url` (matched by `path`) under React's StrictMode, as `npm start` runs the
 * app: in development StrictMode runs every effect twice on mount and again when a Suspense boundary
 * shows its content back, which a query screen must survive with one request.
 */
export function renderStrict(element: ReactElement, { path, url = path, environment = sessionEnvironment() }: { path: string; url?: string; environment?: Environment }) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  return render(
    <StrictMode>
      <ThemeProvider>
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

/** Signs `email` in as the mock backend reads it (the token's `sub`), valid until 2100. */
export function signInAs(email: string): void {
  localStorage.setItem('jwt', unsignedToken({ sub: email, exp: 4_102_444_800 }));
}

/**
 * Watches the requests that reach the mock backend from now on: `count(operation)`, how many of them
 * named `operation`; `settled()`, once none is still unanswered.
 */
export function watchRequests(): { count: (operation: string) => Promise<number>; settled: () => Promise<void> } {
  const bodies: Promise<string>[] = [];
  let unanswered = 0;
  const waiting = new Set<() => void>();
  const onStart = ({ request }: { request: Request }) => {
    unanswered += 1;
    bodies.push(request.clone().text());
  };
  const onEnd = () => {
    unanswered -= 1;
    if (unanswered === 0) for (const resolve of waiting) resolve();
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('request:end', onEnd);
  });
  return {
    count: async (operation) => (await Promise.all(bodies)).filter((body) => body.includes(operation)).length,
    settled: () => new Promise<void>((resolve) => (unanswered === 0 ? resolve() : waiting.add(resolve))),
  };
}
