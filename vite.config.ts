/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { compileHintsPlugin } from './build/compileHints.ts';
import { mockBackendPlugin } from './build/mockBackendPlugin.ts';
import { bootModules, preloadedRoutes } from './build/preloadedRoutes.ts';
import { prerenderPlugin } from './build/prerenderPlugin.ts';
import { reactRouterProductionBuild } from './build/reactRouterProduction.ts';
import { notPrerendered, prerenderedPages } from './build/prerenderedPages.ts';
import { routePreloadPlugin } from './build/routePreload.ts';
import { securityHeadersPlugin } from './build/securityHeaders.ts';
import { sourceMapsBesideTheBuild } from './build/sourceMaps.ts';
import { startupFallbackPlugin } from './build/startupFallback.ts';
import { uncompressedPreviewPlugin } from './build/uncompressedPreview.ts';
import { unreadablePathPlugin } from './build/unreadablePath.ts';
import { blankUseClientDirective } from './build/useClientDirective.ts';

const schemaPath = fileURLToPath(new URL('./schema.graphql', import.meta.url));

export default defineConfig({
  plugins: [
    blankUseClientDirective(),
    reactRouterProductionBuild(),
    react(),
    relay,
    mockBackendPlugin(schemaPath),
    uncompressedPreviewPlugin(),
    securityHeadersPlugin(),
    startupFallbackPlugin(),
    routePreloadPlugin(preloadedRoutes, bootModules),
    prerenderPlugin({ pages: prerenderedPages, notPrerendered, entry: '/src/app/renderPage.tsx', routeModules: preloadedRoutes, bootModules }),
    compileHintsPlugin({ pages: prerenderedPages, routeModules: preloadedRoutes, bootModules }),
    unreadablePathPlugin(),
    sourceMapsBesideTheBuild(),
  ],
  resolve: {
    // MUI calls emotion's `styled(tag, options)` only. The package's main entry also makes a styled
    // component for each of 135 HTML and SVG tags as it loads (`styled.div`…), which nothing here uses:
    // its `base` entry is the same function without them.
    alias: [{ find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' }],
  },
  build: {
    target: 'es2022',
    // Written for error tracking, named by no chunk, and moved beside the build (build/sourceMaps.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The Relay runtime (relay-runtime, src/relay/runtime.ts and what it builds on) in one chunk
          // whose imports the page has already loaded. A dropped connection that failed it is recovered
          // by importing that chunk again under a new URL (src/relay/loadRuntime.ts); a chunk of its own
          // for relay-runtime, which a browser keeps failed under its URL, could not be. src/relay/errors.ts
          // stays out: the first render uses it.
          groups: [
            { name: 'errors', priority: 2, test: /src[\\/]relay[\\/]errors\.ts$/ },
            { name: 'relay-runtime', priority: 1, test: /node_modules[\\/]relay-runtime[\\/]|src[\\/]relay[\\/](runtime|environment|fetchGraphQL)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'happy-dom',
    // Each file still gets its own module graph and window, but in a vm context of a reused worker:
    // the suite takes about half the time of the default pool, most of it the environment's set-up.
    // vmGlobals.ts bridges the one global
    // that a vm context lacks and msw needs.
    pool: 'vmThreads',
    // Vitest's default is one worker less than the cores, which is one worker on 2 cores, leaving a core
    // idle; two workers at least keep both busy (three are no faster there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./src/test/vmGlobals.ts', './src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'build/**/*.test.ts', 'scripts/*.test.ts'],
    restoreMocks: true,
    // Sized for a loaded 2-core machine (other jobs running): a test waits for what it needs, never a fixed time.
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
