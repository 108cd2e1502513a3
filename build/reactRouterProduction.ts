import type { Plugin } from 'vite';

const DEVELOPMENT = '/react-router/dist/development/';
const PRODUCTION = '/react-router/dist/production/';

/**
 * Builds with react-router's production files. Its package.json points every import condition at
 * `dist/development` (remix-run/react-router#12532, #14102, still so in 7.18): a production build then
 * ships its development warnings (`ENABLE_DEV_WARNINGS`) and the code behind them. The production files
 * beside them differ in that flag alone, so a build resolves `react-router` and `react-router/dom` as
 * the package says, then takes the same file from `dist/production`. The dev server, Storybook and
 * Vitest keep the warnings. Checked by e2e/route-budgets.spec.ts (no development build in any chunk).
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'portal:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(DEVELOPMENT)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, PRODUCTION) };
    },
  };
}
