import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the e2e's nginx (scripts/nginx.mjs, the server of playwright.config.ts's `nginx` project) listens and
// logs. scripts/e2e.mjs picks free ports, so parallel runs never share a server, nor its logs.

export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4443);
/** Plain HTTP, answered with a redirect to HTTPS (deploy/tls-termination/nginx.conf.template). */
export const nginxHttpPort = Number(process.env.E2E_NGINX_HTTP_PORT ?? 4080);
/** Its access.log and error.log (scripts/nginx.mjs --logs), removed when it stops. */
export const nginxLogs = join(tmpdir(), `portal-e2e-nginx-logs-${nginxPort}`);
