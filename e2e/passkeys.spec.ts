import { createHash, createPrivateKey, sign } from 'node:crypto';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { DEMO } from '../mocks/store';
import { englishInApp, screenReader } from './screenReader';

/**
 * Passkeys end to end, in Chromium with the DevTools protocol's virtual authenticator (internal, resident
 * keys, user verification). WebAuthn refuses an IP address as the relying party: the app is reached as
 * `localhost` here (the other specs' 127.0.0.1 hides passkeys). The flows are merged into few tests: each
 * page load is about a second of CPU.
 */
const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
const paula = DEMO.passkeyUser;
const clientOrigin = 'https://loja.exemplo.com.br';
const redirectUri = `${clientOrigin}/oauth/callback`;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** What `WebAuthn.getCredentials` tells of a passkey (its key as PKCS#8, base64). */
interface Credential {
  credentialId: string;
  privateKey: string;
  signCount: number;
}
const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Entrar com chave de acesso' });

// The demo account's passkeys are one list: the tests that change it run one after the other.
test.describe.configure({ mode: 'serial' });

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** A browser that offers no passkeys in a field's autofill (no conditional UI): only the button asks the device. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });

/** How many times the page has asked for passkey sign-in options so far. */
function signInOptionsAsked(page: Page): () => number {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('PasskeySignInOptionsMutation')) asked += 1;
  });
  return () => asked;
}

async function signInWithPassword(page: Page) {
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(paula.email);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(paula.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function signOut(page: Page) {
  await page.goto(`${origin}/logout`);
  await expect(heading(page, 'Acesse sua conta')).toBeVisible();
}

/** Signs WebAuthn's assertion as an authenticator holding `credential`'s key would, for whatever origin it is told. */
function assertion(credential: Credential, challenge: string, at: string, counter: number) {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: at, crossOrigin: false }));
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  // RP ID hash, then the flags: user present and verified.
  const authenticatorData = Buffer.concat([createHash('sha256').update('localhost').digest(), Buffer.from([0x05]), count]);
  const key = createPrivateKey({ key: Buffer.from(credential.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  // Ed25519 signs the message itself; ES256 its SHA-256 digest.
  const signature = sign(key.asymmetricKeyType === 'ed25519' ? null : 'sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), key);
  const id = Buffer.from(credential.credentialId, 'base64').toString('base64url');
  const response = { clientDataJSON: clientDataJSON.toString('base64url'), authenticatorData: authenticatorData.toString('base64url'), signature: signature.toString('base64url') };
  return { id, rawId: id, type: 'public-key', clientExtensionResults: {}, response };
}

/** `loginWithPasskey` with an assertion of `credential` made for `at`, straight to the mock's /graphql. */
async function assertedSignIn(page: Page, credential: Credential, at: string, counter: number) {
  const graphql = async (query: string, variables: object = {}) => (await page.request.post(`${origin}/graphql`, { data: { query, variables } })).json();
  const started = (await graphql('mutation { passkeySignInOptions { challengeId options } }')).data.passkeySignInOptions;
  const response = assertion(credential, started.options.challenge, at, counter);
  return graphql('mutation ($c: ID!, $r: WebAuthnJSON!) { loginWithPasskey(challengeId: $c, response: $r) { user { name } } }', { c: started.challengeId, r: response });
}

function authorizePath(): string {
  const challenge = createHash('sha256').update('verificador-de-teste-com-mais-de-43-caracteres-0123').digest('base64url');
  const params = { client_id: 'loja-parceira', redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 'chave', code_challenge: challenge, code_challenge_method: 'S256' };
  return `/oauth2/authorize?${new URLSearchParams(params)}`;
}

test('a passkey made from the offer after a password sign-in signs in by autofill and by the button (OAuth too), and once removed is refused', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const optionsAsked = signInOptionsAsked(page);
  await page.goto(`${origin}/login?redirect_uri=${encodeURIComponent('/profile/update')}`);
  await expect(page.getByRole('textbox', { name: /^E-mail ou CPF/ })).toHaveAttribute('autocomplete', 'username webauthn');
  await expect.poll(optionsAsked).toBe(1);
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: 'Entre mais rápido da próxima vez' })).toBeVisible();
  // The authenticator, holding no passkey yet, refused the autofill's request at once: it was asked again
  // only as the field took the focus, not in a loop.
  expect(optionsAsked()).toBeLessThanOrEqual(2);
  await page.getByRole('button', { name: 'Criar chave de acesso' }).click();
  await expect(page.getByText('Chave de acesso criada. Da próxima vez, entre com ela.')).toBeVisible();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${origin}/profile/update`);
  // Newest first: the one just made (the server may keep others of the account from earlier runs).
  const list = page.getByRole('region', { name: 'Chaves de acesso' });
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText('Ainda não usada');
  const count = await list.getByRole('listitem').count();

  // The identifier field's autofill: Chromium's virtual authenticator answers the conditional request by itself.
  await signOut(page);
  await page.goto(`${origin}/login?redirect_uri=${encodeURIComponent('/profile/update')}`);
  await expect(page).toHaveURL(`${origin}/profile/update`);
  await expect(newest).toContainText('Último uso em');

  // The button, in a browser without the autofill, through an OAuth2 authorize request.
  await withoutAutofill(page);
  await signOut(page);
  await page.route(`${clientOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Retorno recebido</h1>' }));
  await page.goto(`${origin}${authorizePath()}`);
  await expect(page).toHaveURL(`${origin}/login`);
  await passkeyButton(page).click();
  await expect(heading(page, 'Loja Parceira quer acessar a sua conta')).toBeVisible();
  await expect(page.getByText('Você está usando a conta de Paula Chaves.')).toBeVisible();
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(`${redirectUri}?**`);
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

  // The mock checks the origin: the device's key signing for another site is refused, for its own taken.
  const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  if (!credential) throw new Error('The virtual authenticator holds no passkey.');
  const phished = await assertedSignIn(page, credential, 'https://localhost.exemplo-falso.com', credential.signCount + 1);
  expect(phished.errors?.[0]?.extensions?.code).toBe('PASSKEY_REJECTED');
  expect(phished.data?.loginWithPasskey ?? null).toBeNull();
  expect((await assertedSignIn(page, credential, origin, credential.signCount + 2)).data?.loginWithPasskey).toEqual({ user: { name: paula.name } });

  // Removed on the profile (after a confirmation), the device's passkey is refused with a message.
  await page.goto(`${origin}/profile/update`);
  await newest.getByRole('button', { name: /^Remover a chave de acesso/ }).click();
  await expect(list.getByRole('group', { name: /^Remover a chave de acesso .+\? Você não poderá mais entrar com ela\.$/ })).toBeFocused();
  await list.getByRole('button', { name: 'Sim, remover' }).click();
  await expect(list.getByRole('status')).toHaveText('Chave de acesso removida.');
  await expect(list.getByRole('listitem')).toHaveCount(count - 1);
  await signOut(page);
  await page.goto(`${origin}/login`);
  await passkeyButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Esta chave de acesso não está mais cadastrada na sua conta. Entre com a senha e crie outra.');
  // The password sign-in goes on; this device made a passkey, so it is not offered again.
  await signInWithPassword(page);
  await expect(heading(page, 'Olá, Paula Chaves!')).toBeVisible();
});

test('a cancelled prompt keeps the password sign-in; the offer and the list heard through a screen reader; a declined offer is not made again', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await withoutAutofill(page);
  const sr = await screenReader(page);
  // The person does not confirm with the screen lock: the device refuses, as when the prompt is cancelled.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await page.goto(`${origin}/login`);
  await passkeyButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('A chave de acesso não foi usada: o pedido foi cancelado. Tente de novo ou entre com a senha.');
  await expect(passkeyButton(page)).toBeEnabled();

  await sr.start();
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: 'Entre mais rápido da próxima vez' })).toBeVisible();
  expect(await sr.nextHeading()).toBe('heading, Entre mais rápido da próxima vez, level 1');
  await page.getByRole('button', { name: 'Criar chave de acesso' }).focus();
  await sr.during(() => page.keyboard.press('Enter'), /A criação da chave de acesso foi cancelada\. Tente de novo ou continue sem ela\./);
  await page.getByRole('button', { name: 'Agora não' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Olá, Paula Chaves!')).toBeVisible();
  expect(englishInApp(await sr.log())).toEqual([]);

  // Declined on this device: the next password sign-in goes straight on.
  await signOut(page);
  await page.goto(`${origin}/login?redirect_uri=${encodeURIComponent('/profile/update')}`);
  await signInWithPassword(page);
  await expect(page).toHaveURL(`${origin}/profile/update`);

  // The list, by keyboard and heard: add (with the screen lock this time), then remove after the question.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  const list = page.getByRole('region', { name: 'Chaves de acesso' });
  await expect(list).toBeVisible();
  await sr.start();
  const count = await list.getByRole('listitem').count();
  await list.getByRole('button', { name: 'Criar chave de acesso' }).focus();
  await sr.during(() => page.keyboard.press('Enter'), 'polite: Chave de acesso criada neste aparelho.');
  await expect(list.getByRole('listitem')).toHaveCount(count + 1);
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText('Ainda não usada');
  await newest.getByRole('button', { name: /^Remover a chave de acesso/ }).focus();
  await sr.during(() => page.keyboard.press('Enter'), /^group, Remover a chave de acesso .+\? Você não poderá mais entrar com ela\.$/);
  const confirm = await sr.during(() => page.keyboard.press('Tab'));
  expect(confirm).toContain('button, Sim, remover');
  await sr.during(() => page.keyboard.press('Enter'), 'polite: Chave de acesso removida.');
  await expect(list.getByRole('listitem')).toHaveCount(count);
  expect(englishInApp(await sr.log())).toEqual([]);
});
