import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the e2e's nginx (scripts/nginx.mjs, the server of playwright.config.ts's `nginx` project) listens and
// logs. scripts/e2e.mjs picks free ports, so parallel runs never share a server, nor its logs.

export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4443);
/** Plain HTTP, answered with a redirect to HTTPS (deploy/tls-termination/nginx.conf.template). */
export const nginxHttpPort = Number(process.env.E2E_NGINX_HTTP_PORT ?? 4080);
/** Its access.log and error.log (scripts/nginx.mjs --logs), removed when it stops. */
export const nginxLogs = join(tmpdir(), `portal-e2e-nginx-logs-${nginxPort}`);

/**
 * The cross-origin e2e's servers (playwright.config.ts's `cross-origin` project), started by the same
 * scripts/nginx.mjs: the mock backend as its own server on its own origin (mocks/server.ts), and nginx as the
 * container behind a TLS-terminating proxy (plain HTTP), its app calling that backend from the page.
 */
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4000);
export const nginxProxyPort = Number(process.env.E2E_NGINX_PROXY_PORT ?? 4081);
/** The proxied nginx's access.log and error.log. */
export const nginxProxyLogs = join(tmpdir(), `portal-e2e-nginx-proxy-logs-${nginxProxyPort}`);
