/**
 * Security headers of the dev and preview servers. The URL of a password link holds a one-time
 * token (and the e-mail): `Referrer-Policy: no-referrer` keeps it from reaching any other site
 * through the Referer of a request or a link. Production servers must send the same header on
 * these paths (README, "Password links"); the page also adds the `<meta name="referrer">` tag.
 */
import type { Connect, Plugin } from 'vite';

/** The paths whose URL carries a secret. */
export const noReferrerPaths = /^\/password\/(create|reset)\//;

const noReferrer: Connect.NextHandleFunction = (req, res, next) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (noReferrerPaths.test(pathname)) res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};

export function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    configureServer(server) {
      server.middlewares.use(noReferrer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(noReferrer);
    },
  };
}
