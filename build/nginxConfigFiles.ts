/**
 * Writes nginx's configuration and the app's `/config.js` for the settings build/nginxConfigEnv.ts reads from
 * the environment: what the container's entrypoint runs at start (deploy/docker-entrypoint.sh), and what
 * scripts/nginx.mjs runs in the tests, so that the e2e serve the build with the container's own step.
 *
 *   node build/nginxConfigFiles.ts --etc deploy --out <prefix>/conf
 *
 * `--etc`: deploy/'s files (nginx.conf, the templates, tls-termination/, snippets/) as the image holds them in
 * /etc/portal; `--out`: the folder `conf` under nginx's prefix (`nginx -p <prefix>/`), which portal.conf's
 * `alias conf/config.js` names. Exits with 1 and a line per wrong setting, writing nothing, when a value is wrong.
 * Node's own modules only, as nginxConfigEnv.ts.
 */
import { accessSync, constants, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkEnvironment, renderTemplate, type PortalSettings } from './nginxConfigEnv.ts';

/** The global the app's `/config.js` sets (src/services/config.ts's RUNTIME_CONFIG_GLOBAL). */
export const RUNTIME_CONFIG_GLOBAL = '__PORTAL_CONFIG__';

/** The app's `/config.js`: its settings by variable name, which src/services/config.ts reads before the app starts. */
export function configScript(app: Record<string, string>): string {
  return `// Written from the server's environment when it started (docs/deployment.md).\nglobalThis.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(app, null, 2)};\n`;
}

/** A header snippet whose Content-Security-Policy gets `csp`'s sources; a directive the policy lacks (a file's policy) stays absent. */
export function widenPolicy(snippet: string, csp: PortalSettings['csp']): string {
  return snippet.replace(/^(add_header Content-Security-Policy ")([^"]*)(" always;)$/m, (_match, start: string, policy: string, end: string) => {
    const directives = policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      const added = (csp[name as keyof PortalSettings['csp']] ?? []).filter((source) => !sources.includes(source));
      return [name, ...sources, ...added].join(' ');
    });
    return `${start}${directives.join('; ')}${end}`;
  });
}

/** The proxies whose X-Forwarded-For nginx believes (deploy/tls-termination/proxy.server.conf.template includes it). */
export function trustedProxiesConf(ranges: string[]): string {
  return ['# Written from PORTAL_TRUSTED_PROXIES when the server started.', ...ranges.map((range) => `set_real_ip_from ${range};`), ''].join('\n');
}

/** What is wrong with the files the settings name: read at start, so that a missing certificate stops it too. */
function fileProblems({ termination, values }: PortalSettings): string[] {
  const problems: string[] = [];
  if (!existsSync(join(values.PORTAL_ROOT ?? '', 'index.html'))) problems.push(`PORTAL_ROOT: no build in ${values.PORTAL_ROOT} (no index.html)`);
  if (termination !== 'nginx') return problems;
  for (const name of ['PORTAL_TLS_CERT', 'PORTAL_TLS_KEY']) {
    try {
      accessSync(values[name] ?? '', constants.R_OK);
    } catch {
      problems.push(`${name}: cannot read ${values[name]} (mount the certificate and its key; behind a proxy that terminates TLS, set PORTAL_TLS_TERMINATION=proxy)`);
    }
  }
  return problems;
}

export interface WriteOptions {
  env: Readonly<Record<string, string | undefined>>;
  etc: string;
  out: string;
}

/** Checks `env` and writes the configuration to `out`; the problems found instead, when any (then nothing is written). */
export function writePortalConfig({ env, etc, out }: WriteOptions): { problems: string[]; settings: PortalSettings } {
  const { settings, problems } = checkEnvironment(env);
  if (problems.length === 0) problems.push(...fileProblems(settings));
  if (problems.length > 0) return { problems, settings };
  const mode = settings.termination;
  mkdirSync(join(out, 'snippets'), { recursive: true });
  copyFileSync(join(etc, 'nginx.conf'), join(out, 'nginx.conf'));
  for (const name of readdirSync(join(etc, 'snippets'))) {
    writeFileSync(join(out, 'snippets', name), widenPolicy(readFileSync(join(etc, 'snippets', name), 'utf8'), settings.csp));
  }
  const render = (template: string, file: string) => writeFileSync(join(out, file), renderTemplate(readFileSync(join(etc, template), 'utf8'), settings.values));
  render('portal.conf.template', 'portal.conf');
  render('backend.conf.template', 'backend.conf');
  render(`tls-termination/${mode}.conf.template`, 'tls-termination.conf');
  render(`tls-termination/${mode}.server.conf.template`, 'tls-listen.conf');
  writeFileSync(join(out, 'trusted-proxies.conf'), trustedProxiesConf(settings.trustedProxies));
  writeFileSync(join(out, 'config.js'), configScript(settings.app));
  return { problems, settings };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name: string) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const etc = option('--etc');
  const out = option('--out');
  if (etc === undefined || out === undefined) {
    console.error('usage: node nginxConfigFiles.ts --etc DIR --out DIR');
    process.exit(2);
  }
  const { problems } = writePortalConfig({ env: process.env, etc, out });
  if (problems.length > 0) {
    console.error(['The portal cannot start with this environment (docs/deployment.md lists the settings):', ...problems.map((problem) => `  ${problem}`)].join('\n'));
    process.exit(1);
  }
}
