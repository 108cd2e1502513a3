import type { Connect, Plugin } from 'vite';

/**
 * Whether a request's path cannot be percent-decoded: an escape cut short (`/abc%2`, a link a mail
 * client broke mid-escape), or bytes that are not UTF-8 (`/%E0%A4%A`, `/%ff`). The query does not
 * count: the app reads it itself, and never throws on it.
 */
export function isUnreadablePath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return false;
  } catch {
    return true;
  }
}

/** A page request with an unreadable path is given the app's page (`/index.html`); anything else goes on as it came. */
export const unreadablePathMiddleware: Connect.NextHandleFunction = (req, _res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && isUnreadablePath(req.url ?? '/')) req.url = '/index.html';
  next();
};

/**
 * Vite's dev and preview servers answer a path they cannot decode with an empty 404, which the browser
 * shows as a blank page of its own. Such a path gets the app instead, whose router shows the not-found
 * page, or the screen of the route it still matches (a password link whose token was cut), in
 * Portuguese. nginx does the same with `error_page 400` (deploy/portal.conf.template). Put it after
 * the plugin that serves the pre-rendered pages, which serves a path it can still match as it is.
 */
export function unreadablePathPlugin(): Plugin {
  return {
    name: 'unreadable-path',
    configureServer(server) {
      server.middlewares.use(unreadablePathMiddleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(unreadablePathMiddleware);
    },
  };
}
