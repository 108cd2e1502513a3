/**
 * Security headers of the dev and preview servers, and of nginx: deploy/snippets/ is generated from this
 * module (build/nginxConfig.ts, `npm run deploy:config`). The production build runs under a strict Content-Security-Policy built by
 * `contentSecurityPolicy()` from the build's own settings, so the preview server matches what a build
 * needs. The URL of a password link holds a one-time token (and the e-mail): `Referrer-Policy:
 * no-referrer` on those paths keeps it from reaching any other site through a Referer; the page also
 * adds the `<meta name="referrer">` tag.
 */
import type { Connect, Plugin } from 'vite';
import { BOOT_SCRIPT_SOURCES } from './bootScript.ts';

/** The paths whose URL carries a secret. */
export const noReferrerPaths = /^\/(password\/(create|reset)|email\/invite\/confirmation)\//;

/** Google Tag Manager's origin (the same as `TAG_MANAGER_ORIGIN` of src/services/analytics/tagManager.ts). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The build-time settings the policy depends on (the `VITE_*` variables of the build). */
export interface CspSettings {
  VITE_GRAPHQL_URL?: string;
  VITE_CONSENT_RECEIPTS_URL?: string;
  VITE_GTM_ID?: string;
}

/** The http(s) origin of an absolute URL; undefined for a same-origin path or anything unparsable. */
export function absoluteOrigin(value: string | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    const { origin } = new URL(value.trim());
    // The URL parser lets through hosts with ';', quotes or commas, which would end or add a directive.
    return /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the production app. Inline scripts allowed by their hashes only: the
 * start-up fallback and the pre-rendered pages' start, masks and e-mail slot (build/bootScript.ts),
 * constant texts; index.html
 * loads `/config.js` and the bundle as files, and the tag manager's loader is a script element with a src.
 * Styles need `'unsafe-inline'`: emotion (MUI's styling engine) injects `<style>` elements at run
 * time, whose content cannot be hashed in advance; a nonce would need a server that rewrites every
 * response. A tag manager configured at build time adds its origin; one enabled at run time through
 * `/config.js` cannot change a header already sent, so that site must add the origin itself.
 */
export function contentSecurityPolicy(settings: CspSettings = {}): string {
  const gtm = settings.VITE_GTM_ID ? [TAG_MANAGER_ORIGIN] : [];
  const apis = [settings.VITE_GRAPHQL_URL, settings.VITE_CONSENT_RECEIPTS_URL].map(absoluteOrigin).filter((origin) => origin !== undefined);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...BOOT_SCRIPT_SOURCES, ...gtm]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...gtm]],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(["'self'", ...apis, ...gtm])]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export interface SecurityHeaderOptions {
  /** Send the Content-Security-Policy (false on the dev server: Vite's HMR and React Refresh inject inline scripts). */
  csp: boolean;
  settings?: CspSettings;
}

/** The files of the build (Vite's hashed scripts, styles and fonts): never a page of the app. */
export const buildFilePaths = /^\/assets\//;

/**
 * The policy of a file of the build: opened on its own, it is a document that may run nothing, load
 * nothing and be framed by no one. A page's policy governs the page that loads the file, not the file.
 */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Every security header for a request to `pathname`. A file of the build gets a file's headers only:
 * `nosniff` (a script is never run as another type) and `FILE_POLICY`. A page's other headers mean
 * nothing to a script, and a route's start-up loads about 50 of them: nginx sends every header of every
 * response in full (its HTTP/2 header compression does not index response headers), so the page's
 * ~650 bytes each would add about a tenth to the bytes of the code on a slow link (docs/performance.md).
 */
export function securityHeaders(pathname: string, { csp, settings }: SecurityHeaderOptions): Record<string, string> {
  if (buildFilePaths.test(pathname)) return { ...(csp ? { 'Content-Security-Policy': FILE_POLICY } : {}), 'X-Content-Type-Options': 'nosniff' };
  return {
    ...(csp ? { 'Content-Security-Policy': contentSecurityPolicy(settings) } : {}),
    'X-Content-Type-Options': 'nosniff',
    // The origin alone, even to the portal itself: a page's address may hold what a link carried until the app took it out.
    'Referrer-Policy': noReferrerPaths.test(pathname) ? 'no-referrer' : 'strict-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

function middleware(options: () => SecurityHeaderOptions): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    for (const [name, value] of Object.entries(securityHeaders(pathname, options()))) res.setHeader(name, value);
    next();
  };
}

export function securityHeadersPlugin(): Plugin {
  let settings: CspSettings = {};
  return {
    name: 'security-headers',
    configResolved(config) {
      // The VITE_* values of this mode (.env files and the environment), as the build reads them:
      // preview a build with the same settings it was built with.
      settings = config.env;
    },
    configureServer(server) {
      server.middlewares.use(middleware(() => ({ csp: false })));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(() => ({ csp: true, settings })));
    },
  };
}
