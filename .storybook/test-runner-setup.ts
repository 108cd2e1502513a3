// Each story file's set-up in the test-runner, in place of @storybook/test-runner's own
// `playwright/jest-setup.js`, doing the same: the hooks of `.storybook/test-runner.ts` become the
// globals the generated tests call. That file imports the runner's whole bundle (with
// `storybook/internal/common` and Babel) to read the config; Jest evaluates a set-up file anew in
// every test file's sandbox, so that bundle was loaded 56 times, about half a second each. The config
// is imported directly here; the runner's `setupPage` loads only if a story must be set up again (its
// retry after a navigation destroyed the page's context).
import type { Page, BrowserContext } from 'playwright';
import config from './test-runner';

type SetupGlobals = typeof globalThis & {
  __sbPreVisit?: typeof config.preVisit;
  __sbPostVisit?: typeof config.postVisit;
  __sbSetupPage?: (page: Page, context: BrowserContext) => Promise<void>;
  __sbCollectCoverage?: boolean;
};

const globals = globalThis as SetupGlobals;
config.setup?.();
globals.__sbPreVisit = config.preVisit;
globals.__sbPostVisit = config.postVisit;
globals.__sbSetupPage = async (page, context) => (await import('@storybook/test-runner')).setupPage(page, context);
globals.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
