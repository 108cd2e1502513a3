/**
 * The container's run-time settings (deploy/docker-entrypoint.sh): the `PORTAL_*` variables of the server and
 * the app's `VITE_*` ones, read from the environment when the container starts and checked, so that a
 * wrong value stops the start with a message naming it instead of serving a portal that fails in the
 * browser. build/nginxConfigFiles.ts turns them into nginx's configuration and the app's `/config.js`.
 * Node's own modules only: the image runs this file with Node alone (no node_modules).
 */
import { isIP } from 'node:net';

/** The values of PORTAL_TLS_TERMINATION, each a pair of templates in deploy/tls-termination/. */
export const TLS_TERMINATION_MODES = ['nginx', 'proxy'] as const;
export type TlsTermination = (typeof TLS_TERMINATION_MODES)[number];

/** Google Tag Manager's origin (build/securityHeaders.ts's TAG_MANAGER_ORIGIN, which a unit test compares). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

type AppKind = 'url' | 'origins' | 'gtm' | 'opaque' | 'onOff';
/** The app's settings (src/services/config.ts's `configVariables`, which a unit test compares) and how each is checked. */
export const APP_VARIABLES: Readonly<Record<string, AppKind>> = {
  VITE_GRAPHQL_URL: 'url',
  VITE_GTM_ID: 'gtm',
  VITE_ALLOWED_REDIRECT_ORIGINS: 'origins',
  VITE_CONSENT_RECEIPTS_URL: 'url',
  VITE_CONSENT_TOKEN: 'opaque',
  VITE_CONSENT_IDENTITY_TOKEN: 'opaque',
  VITE_CONSENT_PURPOSE_ID: 'opaque',
  VITE_TERMS_URL: 'url',
  VITE_PRIVACY_URL: 'url',
  VITE_RULES_URL: 'url',
  VITE_RESEND_CONFIRMATION_URL: 'url',
  VITE_PASSKEYS: 'onOff',
};
/** The settings the page calls with `fetch`: an absolute one's origin goes into `connect-src`. */
const CONNECTED = ['VITE_GRAPHQL_URL', 'VITE_CONSENT_RECEIPTS_URL', 'VITE_RESEND_CONFIRMATION_URL'];

/** The server's settings, with their defaults (`undefined`: required, or unused in that mode). */
export const PORTAL_DEFAULTS: Readonly<Record<string, string | undefined>> = {
  PORTAL_BACKEND: undefined,
  PORTAL_TLS_TERMINATION: 'nginx',
  PORTAL_LISTEN: undefined, // 8443 with TLS, 8080 behind a proxy
  PORTAL_HTTP_LISTEN: '8080',
  PORTAL_SERVER_NAME: '_',
  PORTAL_ROOT: '/srv/portal/dist',
  PORTAL_TLS_CERT: '/tls/fullchain.pem',
  PORTAL_TLS_KEY: '/tls/privkey.pem',
  // Private networks and the machine itself: where a load balancer or an ingress sits.
  PORTAL_TRUSTED_PROXIES: '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.1,fc00::/7,::1',
  PORTAL_CSP_CONNECT_SRC: undefined,
};

export interface PortalSettings {
  termination: TlsTermination;
  /** The templates' `${PORTAL_…}` values. */
  values: Record<string, string>;
  /** `set_real_ip_from` ranges, behind a proxy. */
  trustedProxies: string[];
  /** The app's settings for `/config.js`, by variable name (only those set). */
  app: Record<string, string>;
  /** Origins the page's Content-Security-Policy adds, by directive. */
  csp: Record<'connect-src' | 'script-src' | 'img-src', string[]>;
}

const GTM_ID = /^GTM-[A-Z0-9]{1,16}$/;
const OPAQUE_VALUE = /^[\w.~+/=:-]{1,2048}$/;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
// A host nginx and a header can carry as they are: no quote, semicolon or comma to end a directive.
const SAFE_ORIGIN = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d+)?$/i;
const LISTEN = /^(([a-z0-9.-]+|\[[0-9a-f:]+\]):)?(\d{1,5})$/i;
const SERVER_NAME = /^(_|[a-z0-9*.-]+)( [a-z0-9*.-]+)*$/i;

const list = (value: string) => value.split(/[\s,]+/).filter(Boolean);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** What is wrong with `value` as an address the browser calls (https, or http on this machine only), or null. */
function browserUrlProblem(value: string, url: URL | null): string | null {
  if (url === null || !/^https?:$/.test(url.protocol)) return `not an http(s) URL: ${value}`;
  if (url.username || url.password) return 'a user or password in the URL';
  if (url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) return `http is for localhost only; the browser needs https: ${value}`;
  return SAFE_ORIGIN.test(url.origin) ? null : `a host name nginx cannot put in a header: ${value}`;
}

function browserOrigin(value: string): { origin?: string; problem?: string } {
  const url = parseUrl(value);
  const problem = browserUrlProblem(value, url);
  if (problem) return { problem };
  return url?.origin === value ? { origin: value } : { problem: `an origin has no path or trailing slash: ${value} (${url?.origin})` };
}

/** Checks an app setting; returns the origin it adds to `connect-src` (an absolute URL's), if any. */
function checkApp(kind: AppKind, value: string, add: (problem: string) => void): string[] {
  if (kind === 'gtm') return GTM_ID.test(value) ? [TAG_MANAGER_ORIGIN] : (add(`not a Google Tag Manager id (GTM-XXXXXXX): ${value}`), []);
  if (kind === 'opaque') return OPAQUE_VALUE.test(value) ? [] : (add('letters, digits and . ~ + / = : - _ only, up to 2048'), []);
  if (kind === 'onOff') return value === 'on' || value === 'off' ? [] : (add(`on or off, not ${value}`), []);
  if (kind === 'origins') {
    for (const entry of value.split(',').map((item) => item.trim())) {
      const { problem } = browserOrigin(entry);
      if (problem) add(problem);
    }
    return [];
  }
  if (value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value)) return [];
  const url = parseUrl(value);
  const problem = /^https?:/i.test(value) ? browserUrlProblem(value, url) : `neither a path of the portal (/…) nor an https URL: ${value}`;
  return problem ? (add(problem), []) : [url?.origin ?? ''];
}

function checkRange(range: string): boolean {
  const [address = '', bits, extra] = range.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

function checkListen(value: string): boolean {
  const port = LISTEN.exec(value)?.[3];
  return port !== undefined && Number(port) >= 1 && Number(port) <= 65535;
}

/** The settings in `env`, or every problem found (each naming its variable). Pure: no file is read. */
export function checkEnvironment(env: Readonly<Record<string, string | undefined>>): { settings: PortalSettings; problems: string[] } {
  const problems: string[] = [];
  const given = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  for (const name of Object.keys(env).filter((key) => given(key) !== undefined)) {
    if ((name.startsWith('PORTAL_') && !(name in PORTAL_DEFAULTS)) || (name.startsWith('VITE_') && !(name in APP_VARIABLES))) problems.push(`${name}: not a setting of the portal (misspelt?)`);
  }
  const value = (name: string) => given(name) ?? PORTAL_DEFAULTS[name] ?? '';
  const termination = value('PORTAL_TLS_TERMINATION') as TlsTermination;
  if (!TLS_TERMINATION_MODES.includes(termination)) problems.push(`PORTAL_TLS_TERMINATION: nginx (nginx terminates TLS) or proxy (a proxy in front does), not ${termination}`);
  const values: Record<string, string> = {
    PORTAL_LISTEN: given('PORTAL_LISTEN') ?? (termination === 'proxy' ? '8080' : '8443'),
    PORTAL_HTTP_LISTEN: value('PORTAL_HTTP_LISTEN'),
    PORTAL_SERVER_NAME: value('PORTAL_SERVER_NAME'),
    PORTAL_ROOT: value('PORTAL_ROOT'),
    PORTAL_TLS_CERT: value('PORTAL_TLS_CERT'),
    PORTAL_TLS_KEY: value('PORTAL_TLS_KEY'),
    PORTAL_BACKEND: value('PORTAL_BACKEND'),
  };
  const backend = parseUrl(values.PORTAL_BACKEND ?? '');
  if (!backend || !/^https?:$/.test(backend.protocol) || backend.origin !== values.PORTAL_BACKEND) {
    problems.push(`PORTAL_BACKEND: the backend's origin, http(s) with no path (http://api.interna:8080), not "${values.PORTAL_BACKEND}"`);
  }
  for (const name of ['PORTAL_LISTEN', 'PORTAL_HTTP_LISTEN']) {
    if (!checkListen(values[name] ?? '')) problems.push(`${name}: a port (8080) or an address and port (127.0.0.1:8080), not ${values[name]}`);
  }
  if (!SERVER_NAME.test(values.PORTAL_SERVER_NAME ?? '')) problems.push(`PORTAL_SERVER_NAME: host names (or _), not ${values.PORTAL_SERVER_NAME}`);
  const trustedProxies = list(value('PORTAL_TRUSTED_PROXIES'));
  for (const range of trustedProxies.filter((entry) => !checkRange(entry))) problems.push(`PORTAL_TRUSTED_PROXIES: not an IP address or CIDR range: ${range}`);
  const app: Record<string, string> = {};
  const connect = new Set<string>();
  let gtm = false;
  for (const [name, kind] of Object.entries(APP_VARIABLES)) {
    const setting = given(name)?.trim();
    if (setting === undefined) continue;
    app[name] = setting;
    const origins = checkApp(kind, setting, (problem) => problems.push(`${name}: ${problem}`));
    if (kind === 'gtm') gtm = origins.length > 0;
    if (CONNECTED.includes(name)) origins.forEach((origin) => connect.add(origin));
  }
  for (const entry of list(given('PORTAL_CSP_CONNECT_SRC') ?? '')) {
    const { origin, problem } = browserOrigin(entry);
    if (problem) problems.push(`PORTAL_CSP_CONNECT_SRC: ${problem}`);
    else if (origin) connect.add(origin);
  }
  if (gtm) connect.add(TAG_MANAGER_ORIGIN);
  const tagManager = gtm ? [TAG_MANAGER_ORIGIN] : [];
  return { settings: { termination, values, trustedProxies, app, csp: { 'connect-src': [...connect], 'script-src': tagManager, 'img-src': tagManager } }, problems };
}

/** The `${PORTAL_…}` placeholders of a template, the values a site gives. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** The template with its placeholders replaced; throws on a missing value. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`nginx: no value for \${${name}}`);
    return value;
  });
}
