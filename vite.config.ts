/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { mockBackendPlugin } from './mocks/vitePlugin.ts';
import { bootModules, preloadedRoutes } from './vite/preloadedRoutes.ts';
import { prerenderPlugin } from './vite/prerender.ts';
import { notPrerendered, prerenderedPages } from './vite/prerenderedPages.ts';
import { routePreloadPlugin } from './vite/routePreload.ts';
import { securityHeadersPlugin } from './vite/securityHeaders.ts';
import { blankUseClientDirective } from './vite/useClientDirective.ts';

const schemaPath = fileURLToPath(new URL('./schema.graphql', import.meta.url));

export default defineConfig({
  plugins: [
    blankUseClientDirective(),
    react(),
    relay,
    mockBackendPlugin(schemaPath),
    securityHeadersPlugin(),
    routePreloadPlugin(preloadedRoutes, bootModules),
    prerenderPlugin({ pages: prerenderedPages, notPrerendered, entry: '/src/app/prerender.tsx', routeModules: preloadedRoutes, bootModules }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'vite/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
