import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers, resetMockBackend } from '../../mocks/handlers';

// findBy* and waitFor wait up to 15 s (Testing Library's default is 1 s): on a loaded machine a
// screen's first render can take longer, and a passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 15_000 });

/** MSW over the mock backend for every test; a test may add overrides with `server.use()`. */
export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockBackend();
  // A test in Node's environment (no DOM, as the build-time render) has no storage to clear.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());
