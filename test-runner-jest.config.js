// The Storybook test-runner's Jest config: the default one, launching Debian's Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const defaults = getJestConfig();

// The runner's own set-up file loads its whole bundle in every story file (.storybook/test-runner-setup.ts says why):
// ours does the same work without it.
const setupFilesAfterEnv = defaults.setupFilesAfterEnv.map((file) =>
  file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-runner-setup.ts' : file,
);
if (!setupFilesAfterEnv.includes('<rootDir>/.storybook/test-runner-setup.ts')) {
  throw new Error("@storybook/test-runner no longer names playwright/jest-setup.js: check .storybook/test-runner-setup.ts against its set-up");
}

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  setupFilesAfterEnv,
  // A story's play, axe and screenshot on a loaded 2-core machine: generous, as nothing waits a fixed time.
  testTimeout: 60000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
      contextOptions: { viewport: { width: 800, height: 600 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', reducedMotion: 'reduce' },
    },
  },
};
