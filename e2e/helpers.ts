import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { staticClosure } from '../build/routePreload';
import { contentSecurityPolicy } from '../build/securityHeaders';
import { cpfCheckDigit } from '../src/components/validation/cpf';

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const readManifest = () => JSON.parse(readFileSync(`${process.env.E2E_DIST || 'dist'}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestEntry>;

/** The strength estimator's worker file in a build (Vite names it after its source, not in the manifest). */
export const estimatorWorkerFile = /\/assets\/passwordEstimator\.worker-[\w-]+\.js$/;

/** The built file of a source module (`src/screens/account/Home/index.ts`), from Vite's manifest. */
export function chunkOf(source: string): string {
  const entry = readManifest()[source];
  if (!entry) throw new Error(`${source} is not in dist/.vite/manifest.json: run the build first`);
  return entry.file;
}

/**
 * What a page that has loaded `sources` downloads when it imports, later, the modules whose manifest
 * key matches `lazy`: `own`, the chunks those imports name; `needed`, those and every chunk they
 * import statically that the page has not loaded yet.
 */
export function lazyChunksOf(sources: string[], lazy: RegExp): { own: string[]; needed: string[] } {
  const manifest = readManifest();
  const loaded = new Set(staticClosure(manifest, sources));
  if (sources.some((source) => !manifest[source])) throw new Error(`${sources.join(', ')}: not all in dist/.vite/manifest.json: run the build first`);
  const targets = [...new Set([...loaded].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter((key) => lazy.test(key)))];
  const file = (key: string) => manifest[key]?.file ?? key;
  return { own: targets.map(file), needed: staticClosure(manifest, targets).filter((key) => !loaded.has(key)).map(file) };
}

/** The protocol the page's document came over: `h2` from nginx (the `nginx` project), `http/1.1` from `vite preview`. */
export function documentProtocol(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol);
}

/**
 * Waits until the app has hydrated a pre-rendered page (build/prerenderPlugin.ts) and taken it over:
 * until then the page is HTML, which keeps what is typed but checks and sends nothing itself.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/**
 * Waits for the strength meter's verdict under a new password that was just typed: its bar (and, for a
 * weak one, a line or two) appears when the estimate is done and moves what is below it, as a person
 * sees before tapping the next control (a tap during that move can land beside its target).
 */
export async function strengthShown(page: Page): Promise<void> {
  await expect(page.locator('[data-score]').first()).toBeVisible();
}

/** Puts `entries` in the portal's localStorage before the app runs (from a same-origin static file). */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Serves `settings` as the site's run-time `/config.js`, and extends the portal's pages'
 * Content-Security-Policy for them as such a site must (docs/deployment.md, "Security headers"): the header
 * was built from the build's settings, which a run-time file cannot change.
 */
export async function runtimeConfig(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.route('**/config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `globalThis.__PORTAL_CONFIG__ = ${JSON.stringify(settings)};` }),
  );
  const cspSettings = Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  await page.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    // Only the portal's own pages: another host's page is never fetched for real.
    if (route.request().resourceType() !== 'document' || hostname !== '127.0.0.1') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    if (headers['content-security-policy']) headers['content-security-policy'] = contentSecurityPolicy(cspSettings);
    return route.fulfill({ response, headers });
  });
}

/**
 * Every route of spec §2 with the heading a signed-out visitor sees: a later recovery step opened
 * without a recovery under way goes back to `/recovery`, and a route that needs a session to `/login`.
 */
export const routeHeadings: [path: string, heading: string][] = [
  ['/', 'Acesse sua conta'],
  ['/home', 'Acesse sua conta'],
  ['/index.php', 'Acesse sua conta'],
  ['/register', 'Cadastre-se'],
  ['/register/varejo', 'Cadastre-se'],
  ['/register/success', 'Cadastro realizado'],
  ['/login', 'Entrar'],
  ['/redirect', 'Não foi possível continuar'],
  ['/unconfirmed-user', 'Confirme seu e-mail'],
  ['/recovery', 'Recuperar senha'],
  ['/recovery/sent', 'Recuperar senha'],
  ['/recovery/confirmation-code', 'Recuperar senha'],
  ['/recovery/profile', 'Recuperar senha pelo CPF'],
  ['/recovery/choose-reset-options', 'Recuperar senha'],
  ['/password/reset/token-e2e', 'Redefinir senha'],
  ['/password/create/demo-criar-senha', 'Crie sua Senha'],
  ['/password/create/success', 'Senha criada'],
  ['/password/change', 'Entrar'],
  ['/password/change/success', 'Senha alterada'],
  ['/password-reset-success', 'Senha redefinida'],
  ['/email/invite/confirmation/token-e2e', 'Link de confirmação inválido'],
  ['/email/change', 'Entrar'],
  ['/email/change/success', 'Confirme o novo e-mail'],
  ['/profile/update', 'Entrar'],
  ['/oauth2/authorize', 'Link de autorização inválido'],
  ['/personal-informations', 'Entrar'],
  ['/personal-informations/pdv', 'Entrar'],
];

/** The routes that need a session: a signed-out visit signs in first and comes back. */
export const sessionRoutes: string[] = ['/password/change', '/email/change', '/profile/update', '/personal-informations', '/personal-informations/pdv'];

/** A valid CPF no other test uses: the tests run in parallel against one mock store. */
export function uniqueCpf(): string {
  const base = String(Math.floor(100_000_000 + Math.random() * 899_999_999));
  const first = `${base}${cpfCheckDigit(base, 9)}`;
  return `${first}${cpfCheckDigit(first, 10)}`;
}

/** An e-mail no other test uses (`tag` says which test made it, in the mock store). */
export const uniqueEmail = (tag?: string): string => `e2e.${tag ? `${tag}.` : ''}${Date.now()}.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;

/** The password of the accounts the tests make through the API. */
export const testPassword = 'Senha@Forte1';

/** A GraphQL call to the mock backend, expected to succeed. */
export async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data ?? {};
}

/** A confirmed account, signed up through the API and confirmed from the mock's outbox. */
export async function confirmedAccount(request: APIRequestContext, name: string, extra: { identity?: string; phoneNumber?: string } = {}): Promise<string> {
  const email = uniqueEmail('conta');
  await graphql(
    request,
    `mutation ($name: String!, $password: String!, $email: String!, $identity: String, $phoneNumber: String) {
      createUser(name: $name, password: $password, email: $email, identity: $identity, phoneNumber: $phoneNumber, customersCodes: [], receiveOffers: false) { status }
    }`,
    { name, password: testPassword, email, ...extra },
  );
  const link = (await outbox(request, email)).find((message) => message.link?.startsWith('/email/invite/confirmation/'))?.link ?? '';
  await graphql(request, 'mutation ($token: String!) { confirmEmail(token: $token) { status } }', { token: decodeURIComponent(link.split('/').at(-1) ?? '') });
  return email;
}

/** A message of the mock's outbox: a link (e-mail) or a code (SMS). */
export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  kind: string;
  link: string | null;
  code: string | null;
}

/** The newest message of `kind` sent to `to`, waiting for it as the person waits for their inbox. */
export async function lastMessage(request: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const response = await request.get(`/__mock/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    found = messages.find((message) => message.kind === kind);
    expect(found).toBeDefined();
  }).toPass();
  return found as OutboxMessage;
}

/** What the mock "sent" to `to`, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<{ kind: string; link: string | null }[]> {
  const { messages } = (await (await request.get(`/__mock/outbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { kind: string; link: string | null }[] };
  return messages;
}

/** A confirmed account, signed in before the app runs. */
export async function signedInAccount(page: Page, name: string): Promise<string> {
  const email = await confirmedAccount(page.request, name);
  const data = await graphql(page.request, 'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }', {
    identifier: email,
    password: testPassword,
  });
  const { token } = data.login as { token: string };
  await page.goto('/favicon.svg');
  await page.evaluate(({ jwt, user }) => {
    localStorage.setItem('jwt', jwt);
    localStorage.setItem('user', JSON.stringify({ name: user }));
  }, { jwt: token, user: name });
  return email;
}

/** axe-core over the whole page: no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The portal's CSP (script-src 'self') blocks an injected <script>; the debugger's evaluate is not blocked.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run(document)).violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
}
