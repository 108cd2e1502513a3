import type { Plugin } from 'vite';

/**
 * `vite preview` gzips every response over 1 kB anew at each request (its compression middleware, which
 * takes no option). The e2e loads the app hundreds of times, each load some 700 kB of scripts, on a
 * 2-core machine where every test layer is CPU-bound: gzip in the server and gunzip in the browser,
 * for bytes that never leave 127.0.0.1. With `PREVIEW_UNCOMPRESSED=1` (the e2e's `vite preview`, set
 * in playwright.config.ts) its requests lose `Accept-Encoding` before that middleware, so it answers
 * uncompressed. What production's server sends (precompressed brotli and gzip, deploy/) is tested on
 * that server, nginx.
 */
export function uncompressedPreviewPlugin(): Plugin {
  return {
    name: 'uncompressed-preview',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_UNCOMPRESSED !== '1') return;
      server.middlewares.use((req, _res, next) => {
        delete req.headers['accept-encoding'];
        next();
      });
    },
  };
}
