import { expect, test, type Page, type Route, type TestInfo } from '@playwright/test';
import { appReady, graphql, seedStorage, signedInAccount, testPassword, uniqueCpf, uniqueEmail } from './helpers';
import { countSpoken, englishInApp, screenReader, type ScreenReader } from './screenReader';

/**
 * What a blind person hears: each flow walked as a screen-reader user does — the
 * next heading, Tab to the next control, Enter or Space to act, typing — with the virtual
 * screen reader's phrase log asserted phrase by phrase. The reader's own words ("textbox",
 * "required", "polite:") are its business; every name, description and announcement the app
 * makes must be Portuguese.
 */

// Long flows typed key by key: generous, for a loaded machine.
test.describe.configure({ timeout: 180_000 });

const passwordHint = 'Sua senha deve ter no mínimo 8 caracteres e deve incluir ao menos uma letra maiúscula, uma minúscula, um número e um símbolo.';
const strongPassword = 'Senha@Forte1';

/** Presses `key` on the focused element and returns what the reader said about it. */
async function press(page: Page, sr: ScreenReader, key: string): Promise<string[]> {
  return sr.during(() => page.keyboard.press(key));
}

/** Presses Tab and expects the reader to speak `phrase` for the control it reaches. */
async function tabTo(page: Page, sr: ScreenReader, phrase: string | RegExp): Promise<void> {
  const spoken = await press(page, sr, 'Tab');
  expect(spoken.some((said) => (typeof phrase === 'string' ? said === phrase : phrase.test(said))), `Tab should say ${String(phrase)}; it said ${JSON.stringify(spoken)}`).toBe(true);
}

/** Types as a person does, a key at a time, a little slower than a machine. */
const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 40 });

/**
 * Caps Lock on and three letters typed, then off and the letters deleted: the warning is spoken
 * exactly once. (Caps Lock goes through the reader's own keyboard, which keeps the lock's state:
 * the browser's automation cannot press a lock key.)
 */
async function capsLockSpokenOnce(page: Page, sr: ScreenReader): Promise<void> {
  const spoken = await sr.during(async () => {
    await sr.press('CapsLock');
    await sr.type('abc');
    await sr.toHaveSpoken('polite: Caps Lock está ativado.');
    await sr.press('CapsLock');
    await sr.type('d');
  });
  expect(countSpoken(spoken, 'polite: Caps Lock está ativado.')).toBe(1);
  for (let key = 0; key < 4; key += 1) await page.keyboard.press('Backspace');
}

/**
 * The password typed a key at a time: the checklist speaks its progress once typing pauses, not
 * per key. Each announcement needs a pause of a second (the component's delay): on a busy machine
 * a key can take that long, so the pauses are measured, and there may be no more announcements
 * than pauses (the last one, after the last key, included). Per key it would be up to 5.
 */
async function typePasswordWithChecklist(page: Page, sr: ScreenReader): Promise<void> {
  await page.evaluate(() => {
    const keys: number[] = [];
    (window as unknown as { __keyTimes: number[] }).__keyTimes = keys;
    document.addEventListener('keydown', () => keys.push(performance.now()), true);
  });
  const spoken = await sr.during(() => type(page, strongPassword), 'polite: 5 de 5 requisitos atendidos');
  const keys = await page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes);
  const pauses = keys.slice(1).filter((time, index) => time - (keys[index] ?? time) >= 1000).length;
  expect(countSpoken(spoken, /requisitos atendidos/)).toBeGreaterThanOrEqual(1);
  expect(countSpoken(spoken, /requisitos atendidos/)).toBeLessThanOrEqual(pauses + 1);
}

/** The show/hide toggle: its name says what it will do, and each press says what it did. */
async function toggleSpoken(page: Page, sr: ScreenReader): Promise<void> {
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await sr.during(() => page.keyboard.press('Space'), 'polite: Sua senha está visível.');
  await press(page, sr, 'Shift+Tab');
  await tabTo(page, sr, 'button, Ocultar senha, 1 control');
  await sr.during(() => page.keyboard.press('Space'), 'polite: Sua senha está oculta.');
}

/** No English from the app in anything the reader said; the log is attached to the report. */
async function finish(sr: ScreenReader, testInfo: TestInfo): Promise<void> {
  const log = await sr.log();
  await testInfo.attach('spoken-phrases.json', { body: JSON.stringify(log, null, 2), contentType: 'application/json' });
  console.log(`${testInfo.title}: ${log.length} phrases`);
  expect(englishInApp(log)).toEqual([]);
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

test('sign-up: every field with its label, hint and requirement; the summary read when it appears; the new account announced', async ({ page }, testInfo) => {
  const sr = await screenReader(page);
  await page.goto('/register');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe('heading, Cadastre-se, level 1');

  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, 'link, Entrar');
  await tabTo(page, sr, 'textbox, Nome completo, not invalid, required');
  await tabTo(page, sr, 'textbox, E-mail, not invalid, required');
  await tabTo(page, sr, 'button, Mais informações sobre E-mail, Usaremos seu e-mail para o acesso e para nos comunicarmos com você.');
  await tabTo(page, sr, 'textbox, CPF, Usamos o CPF para identificar você. Digite só os números: a pontuação aparece sozinha., not invalid, required');
  await tabTo(page, sr, 'button, Mais informações sobre CPF, Usamos seu CPF para identificar você no programa.');
  await tabTo(page, sr, 'textbox, Celular, Com DDD. Por exemplo, (11) 98765-4321., not invalid');
  await tabTo(page, sr, `Senha, ${passwordHint}`);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'checkbox, Quero receber ofertas e novidades por e-mail e SMS., not checked, not invalid');
  await tabTo(
    page,
    sr,
    'checkbox, Li e aceito os Termos de Serviço (abre em nova aba), a Política de Privacidade (abre em nova aba) e o Regulamento (abre em nova aba)., not checked, not invalid, required',
  );
  await tabTo(page, sr, 'link, Termos de Serviço (abre em nova aba)');
  await tabTo(page, sr, 'link, Política de Privacidade (abre em nova aba)');
  await tabTo(page, sr, 'link, Regulamento (abre em nova aba)');
  await tabTo(page, sr, 'button, Criar conta');

  // An empty submit: the summary takes focus and is read with every error, each named by its field.
  const summary = await sr.during(() => page.keyboard.press('Enter'), /^alert, Corrija os campos abaixo/);
  expect(summary).toContain(
    'alert, Corrija os campos abaixo, Nome completo: Campo obrigatório E-mail: Campo obrigatório CPF: Campo obrigatório Senha: Campo obrigatório ' +
      'Para concluir, é necessário aceitar os Termos de Serviço, Política de Privacidade e Regulamento.',
  );
  await tabTo(page, sr, 'link, Nome completo: Campo obrigatório');
  // Following the link lands in the field, read with its error.
  await sr.during(() => page.keyboard.press('Enter'), 'textbox, Nome completo, Erro: Campo obrigatório, invalid, required');

  await type(page, 'Maria Bethânia');
  await tabTo(page, sr, 'textbox, E-mail, Erro: Campo obrigatório, invalid, required');
  await type(page, `e2e.leitor.${unique()}@exemplo.com.br`);
  await tabTo(page, sr, /^button, Mais informações sobre E-mail/);
  await tabTo(page, sr, /^textbox, CPF, Usamos o CPF para identificar você\. .*Erro: Campo obrigatório, invalid, required$/);
  await type(page, uniqueCpf());
  await tabTo(page, sr, /^button, Mais informações sobre CPF/);
  await tabTo(page, sr, /^textbox, Celular, /);
  await tabTo(page, sr, `Senha, ${passwordHint} Erro: Campo obrigatório`);
  await capsLockSpokenOnce(page, sr);
  await typePasswordWithChecklist(page, sr);
  await toggleSpoken(page, sr);
  await tabTo(page, sr, /^checkbox, Quero receber ofertas/);
  await tabTo(page, sr, /^checkbox, Li e aceito .*, not checked, invalid, required$/);
  await sr.during(() => page.keyboard.press('Space'));
  await expect(page.getByRole('checkbox', { name: /^Li e aceito/ })).toBeChecked();
  for (const link of ['Termos de Serviço', 'Política de Privacidade', 'Regulamento']) await tabTo(page, sr, `link, ${link} (abre em nova aba)`);
  await tabTo(page, sr, 'button, Criar conta');

  await sr.during(() => page.keyboard.press('Enter'), 'polite: Enviando...');
  await expect(page).toHaveURL('/register/success');
  await sr.toHaveSpoken('heading, Cadastro realizado, level 1');
  await finish(sr, testInfo);
});

/**
 * Answers each `/graphql` request that `matches` only once the reader has said `phrase` once more than
 * before it: the person hears the in-flight state ("Enviando...") before the answer, however slow the machine.
 */
async function answerOnceHeard(page: Page, sr: ScreenReader, phrase: string, matches: (route: Route) => boolean, answer: (route: Route) => Promise<void>) {
  let asked = 0;
  await page.route('**/graphql', async (route) => {
    if (!matches(route)) return route.fallback();
    asked += 1;
    const heardBefore = asked;
    await expect.poll(async () => countSpoken(await sr.log(), phrase)).toBeGreaterThanOrEqual(heardBefore);
    return answer(route);
  });
}

const createLink = '/password/create/link-do-leitor?email=ana.costa%40exemplo.com.br';
const expiredCreate = 'Já expirou o tempo deste link para criar a senha. Por favor, solicite a definição de senha novamente.';

test('create password: fields, the summary, the checklist, Caps Lock, the toggle, "Enviando...", the server error and the success heading', async ({ page }, testInfo) => {
  // The seeded link works once for the whole run: the answers come from here, each once "Enviando..." is heard.
  const answers = [
    { errors: [{ message: 'Token inválido ou expirado.', extensions: { code: 'INVALID_TOKEN' } }], data: null },
    { data: { resetPassword: { email: 'ana.costa@exemplo.com.br', afterConfirmationRedirectUrl: null } } },
  ];
  const sr = await screenReader(page);
  await answerOnceHeard(page, sr, 'polite: Enviando...', () => true, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(answers.shift()) }),
  );
  await page.goto(createLink);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe('heading, Crie sua Senha, level 1');
  await sr.next();
  expect(await sr.next()).toBe('Crie a senha de acesso da conta ana.costa@exemplo.com.br.');

  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, `Sua senha, ${passwordHint}`);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'Repita a senha, Digite a mesma senha mais uma vez, para ter certeza de que não houve erro de digitação.');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Enviar');

  const summary = await sr.during(() => page.keyboard.press('Enter'), /^alert, /);
  expect(summary.find((said) => said.startsWith('alert, '))).toMatch(/Digite uma senha.*Confirme a senha/);
  await press(page, sr, 'Tab');
  await sr.during(() => page.keyboard.press('Enter'), `Sua senha, ${passwordHint} Erro: Digite uma senha`);

  await capsLockSpokenOnce(page, sr);
  await typePasswordWithChecklist(page, sr);
  await toggleSpoken(page, sr);
  await tabTo(page, sr, /^Repita a senha, Digite a mesma senha mais uma vez, .* Erro: .+$/);
  await type(page, strongPassword);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Enviar');

  // The server says the link expired: announced, and read with the field it belongs to.
  const failure = await sr.during(() => page.keyboard.press('Enter'), new RegExp(expiredCreate.replace(/[.]/g, '\\.')));
  expect(failure).toContain('polite: Enviando...');
  // Focus is on the summary of the failure: Tab through it and the fields, back to the button.
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await tabTo(page, sr, `link, Sua senha: ${expiredCreate}`);
  // (The virtual reader reads a password input's value; a real one says only how many characters.)
  await tabTo(page, sr, new RegExp(`^Sua senha, .*Erro: ${expiredCreate.replace(/[.]/g, '\\.')}$`));
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, /^Repita a senha, /);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Enviar');
  await sr.during(() => page.keyboard.press('Enter'), 'polite: Enviando...');
  await expect(page).toHaveURL('/password/create/success');
  await sr.toHaveSpoken('heading, Senha criada, level 1');
  await finish(sr, testInfo);
});

test('sign-in: the fields, the summary, Caps Lock, the server\'s wrong-password message, then the signed-in screen', async ({ page }, testInfo) => {
  const sr = await screenReader(page);
  await page.goto('/login');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe('heading, Entrar, level 1');
  const identifier = 'textbox, E-mail ou CPF, Digite o e-mail ou o CPF (só números) que você usou no cadastro., not invalid, required';
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, identifier);
  await tabTo(page, sr, /^Senha/);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueci minha senha');
  await tabTo(page, sr, 'button, Entrar');

  const summary = await sr.during(() => page.keyboard.press('Enter'), /^alert, Corrija os campos abaixo/);
  expect(summary).toContain('alert, Corrija os campos abaixo, E-mail ou CPF: Digite seu e-mail ou CPF Senha: Digite sua senha');
  await tabTo(page, sr, 'link, E-mail ou CPF: Digite seu e-mail ou CPF');
  await sr.during(
    () => page.keyboard.press('Enter'),
    'textbox, E-mail ou CPF, Digite o e-mail ou o CPF (só números) que você usou no cadastro. Erro: Digite seu e-mail ou CPF, invalid, required',
  );
  await type(page, 'maria.silva@exemplo.com.br');
  await tabTo(page, sr, /^Senha, .*Erro: Digite sua senha$/);
  await capsLockSpokenOnce(page, sr);
  await type(page, 'Senha@Errada1');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueci minha senha');
  await tabTo(page, sr, 'button, Entrar');

  const wrong = await sr.during(() => page.keyboard.press('Enter'), 'polite: E-mail, CPF ou senha incorretos. Confira os dados e tente novamente.');
  expect(wrong).toContain('polite: Enviando...');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await press(page, sr, 'Shift+Tab');
  await press(page, sr, 'Shift+Tab');
  await press(page, sr, 'Shift+Tab');
  for (let key = 0; key < 'Senha@Errada1'.length; key += 1) await page.keyboard.press('Backspace');
  await type(page, strongPassword);
  // Signed in with nothing stored, /login greets the person: its heading is read (focus moves to it).
  const signedIn = await sr.during(() => page.keyboard.press('Enter'), 'heading, Olá, Maria Silva!, level 1');
  expect(signedIn).toContain('polite: Enviando...');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeFocused();
  await finish(sr, testInfo);
});

test('recovery by e-mail: the field, the summary, "Enviando..." and the page that says the e-mail was sent', async ({ page }, testInfo) => {
  const sr = await screenReader(page);
  await page.goto('/recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe('heading, Recuperar senha, level 1');
  const field = 'textbox, E-mail ou CPF, Digite o e-mail ou o CPF (só números) que você usou no cadastro.';
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, `${field}, not invalid, required`);
  await tabTo(page, sr, 'button, Continuar');
  const summary = await sr.during(() => page.keyboard.press('Enter'), /^alert, /);
  expect(summary.find((said) => said.startsWith('alert, '))).toMatch(/Digite seu e-mail ou CPF/);
  await tabTo(page, sr, 'link, E-mail ou CPF: Digite seu e-mail ou CPF');
  await sr.during(() => page.keyboard.press('Enter'), `${field} Erro: Digite seu e-mail ou CPF, invalid, required`);
  // An address of its own: the mock backend, as a real one, makes a second request for one address wait (30 s).
  await type(page, uniqueEmail('leitor.recuperar'));
  await tabTo(page, sr, 'button, Continuar');
  await sr.during(() => page.keyboard.press('Enter'), 'heading, Instruções enviadas, level 1');
  await sr.toHaveSpoken('polite: Enviando...');
  await expect(page).toHaveURL('/recovery/sent');
  await finish(sr, testInfo);
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sessionToken = () =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'maria.silva@exemplo.com.br', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
const authorize = `/oauth2/authorize?${new URLSearchParams({
  client_id: 'loja-parceira',
  redirect_uri: 'https://loja.exemplo.com.br/oauth/callback',
  response_type: 'code',
  scope: 'openid profile email',
  state: 'leitor',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
})}`;

test('OAuth consent: who asks for what is read in order; "Autorizando..." and a failure are announced', async ({ page }, testInfo) => {
  const sr = await screenReader(page);
  await answerOnceHeard(
    page,
    sr,
    'polite: Autorizando...',
    (route) => route.request().postData()?.includes('authorizeOAuthClient(') ?? false,
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"erro"}]}' }),
  );
  await seedStorage(page, { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) });
  await page.goto(authorize);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja Parceira quer acessar a sua conta' })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe('heading, Loja Parceira quer acessar a sua conta, level 1');
  const read: string[] = [];
  for (let item = 0; item < 30 && !read.includes('end of main'); item += 1) read.push(await sr.next());
  expect(read).toContain('Você está usando a conta de Maria Silva.');
  expect(read).toContain('button, Não é você?');
  expect(read.filter((said) => said.startsWith('listitem'))).toHaveLength(3);

  // Reading does not move the focus: Tab starts from the top of the page.
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, 'button, Não é você?');
  await tabTo(page, sr, 'button, Permitir');
  const failure = await sr.during(() => page.keyboard.press('Enter'), /^assertive: Não foi possível autorizar o acesso/);
  expect(failure).toContain('polite: Autorizando...');
  // The title and the message are read as two sentences, not run together ('…o acessoOcorreu…').
  expect(failure).toContain('assertive: Não foi possível autorizar o acesso Ocorreu um erro ao autorizar o acesso. Tente novamente em instantes.');
  await finish(sr, testInfo);
});

/** A signed-in account's page, with the reader started on it and its heading read. */
async function readerOnSignedInPage(page: Page, name: string, path: string, heading: string): Promise<ScreenReader> {
  const sr = await screenReader(page);
  await signedInAccount(page, name);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe(`heading, ${heading}, level 1`);
  return sr;
}

test('e-mail change: the fields, the summary, "Enviando..." and the server\'s wrong-password message, then the page that says where the link went', async ({ page }, testInfo) => {
  const sr = await readerOnSignedInPage(page, 'Gal Costa', '/email/change', 'Alterar e-mail');
  const newEmail = 'textbox, Novo e-mail, É para este endereço que enviaremos o link de confirmação.';
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, `${newEmail}, not invalid, required`);
  await tabTo(page, sr, 'Senha atual');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueceu a senha? Recupere o acesso');
  await tabTo(page, sr, 'button, Alterar e-mail');

  const summary = await sr.during(() => page.keyboard.press('Enter'), /^alert, Corrija os campos abaixo/);
  expect(summary).toContain('alert, Corrija os campos abaixo, Novo e-mail: Campo obrigatório Senha atual: Digite sua senha');
  await tabTo(page, sr, 'link, Novo e-mail: Campo obrigatório');
  await sr.during(() => page.keyboard.press('Enter'), `${newEmail} Erro: Campo obrigatório, invalid, required`);
  const address = uniqueEmail('leitor.novo');
  await type(page, address);
  await tabTo(page, sr, 'Senha atual, Erro: Digite sua senha');
  await type(page, 'Senha@Errada9');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueceu a senha? Recupere o acesso');
  await tabTo(page, sr, 'button, Alterar e-mail');

  // The server's answer takes focus and is read with the field it is about.
  const wrong = await sr.during(() => page.keyboard.press('Enter'), 'alert, Não foi possível alterar o seu e-mail, Senha atual: Senha incorreta.');
  expect(wrong).toContain('polite: Enviando...');
  // The summary's link leads to the field, read with the server's message; the right password replaces the wrong one.
  await tabTo(page, sr, 'link, Senha atual: Senha incorreta.');
  // (The virtual reader reads a password field's value aloud, as no real one does: what it says between name and error is not asserted.)
  await sr.during(() => page.keyboard.press('Enter'), /^Senha atual, .*Erro: Senha incorreta\.$/);
  await page.keyboard.press('ControlOrMeta+A');
  await type(page, testPassword);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueceu a senha? Recupere o acesso');
  await tabTo(page, sr, 'button, Alterar e-mail');
  await sr.during(() => page.keyboard.press('Enter'), 'heading, Confirme o novo e-mail, level 1');
  await expect(page).toHaveURL('/email/change/success');
  await expect(page.getByText(address)).toBeVisible();
  await finish(sr, testInfo);
});

test('profile update: each field read with its value, "Enviando..." and "saved" announced', async ({ page }, testInfo) => {
  const sr = await readerOnSignedInPage(page, 'Elis Regina', '/profile/update', 'Atualizar cadastro');
  // The heading shows over a spinner while the account loads: a person waits for the form.
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Elis Regina');
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  // What is changed elsewhere comes first, each with where to change it.
  for (const link of ['Informar CPF', 'Alterar e-mail', 'Alterar senha']) await tabTo(page, sr, `link, ${link}`);
  await tabTo(page, sr, 'textbox, Nome completo, Elis Regina, not invalid, required');
  // Tab selects the field's text: End, then the surname.
  await press(page, sr, 'End');
  await type(page, ' Carvalho');
  await tabTo(page, sr, 'textbox, Celular, Com DDD. Por exemplo, (11) 98765-4321., not invalid');
  await tabTo(page, sr, 'textbox, Data de nascimento, Dia, mês e ano. Por exemplo, 12/04/1990., not invalid');
  await tabTo(page, sr, 'checkbox, Quero receber ofertas e novidades por e-mail e SMS., not checked, not invalid');
  await sr.during(() => page.keyboard.press('Space'));
  await tabTo(page, sr, 'button, Salvar alterações');
  const saved = await sr.during(() => page.keyboard.press('Enter'), 'polite: Pronto! Seus dados foram salvos.');
  expect(saved).toContain('polite: Enviando...');
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Elis Regina Carvalho');
  await finish(sr, testInfo);
});

test('profile that cannot be loaded: the failure read without its buttons; a retry that fails again takes the focus and is read whole; then "Tentar de novo" loads the form', async ({ page }, testInfo) => {
  let failures = 2;
  await page.route('**/graphql', (route) => {
    if (!route.request().postData()?.includes('ProfileUpdateScreenMeQuery') || failures === 0) return route.fallback();
    failures -= 1;
    return route.abort('internetdisconnected');
  });
  const sr = await readerOnSignedInPage(page, 'Nara Leão', '/profile/update', 'Atualizar cadastro');
  await expect(page.getByRole('alert')).toHaveText('Não foi possível carregar os seus dados Sem conexão com a internet Verifique a sua conexão e tente de novo.');
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, 'button, Tentar de novo');
  // Tried again and failed again: the button pressed is gone, and the focus goes to what failed, read
  // with its reason and what to do, not with the labels of its buttons.
  const again = await sr.during(
    () => page.keyboard.press('Enter'),
    'alert, Não foi possível carregar os seus dados, Sem conexão com a internet Verifique a sua conexão e tente de novo.',
  );
  expect(again.filter((said) => /Tentar de novo|Ir para a página inicial/.test(said))).toEqual([]);
  await tabTo(page, sr, 'button, Tentar de novo');
  await sr.during(() => page.keyboard.press('Enter'));
  await expect(page.getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('Nara Leão');
  await finish(sr, testInfo);
});

test('password change: the three fields with their hints, the summary, the server\'s wrong-password message, a new password that must differ, then the success heading', async ({ page }, testInfo) => {
  const sr = await readerOnSignedInPage(page, 'Nara Leão', '/password/change', 'Alterar senha');
  const confirmHint = 'Digite a nova senha mais uma vez, para ter certeza de que não houve erro de digitação.';
  await tabTo(page, sr, 'link, Programa de Fidelidade: página inicial');
  await tabTo(page, sr, 'Senha atual');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueceu a senha atual? Recupere o acesso');
  await tabTo(page, sr, `Nova senha, ${passwordHint}`);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, `Repita a nova senha, ${confirmHint}`);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Alterar senha');

  const summary = await sr.during(() => page.keyboard.press('Enter'), /^alert, Corrija os campos abaixo/);
  expect(summary).toContain('alert, Corrija os campos abaixo, Senha atual: Digite sua senha atual Nova senha: Digite uma senha Repita a nova senha: Confirme a senha');
  await tabTo(page, sr, 'link, Senha atual: Digite sua senha atual');
  await sr.during(() => page.keyboard.press('Enter'), 'Senha atual, Erro: Digite sua senha atual');
  await type(page, 'Senha@Errada9');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueceu a senha atual? Recupere o acesso');
  await tabTo(page, sr, `Nova senha, ${passwordHint} Erro: Digite uma senha`);
  await typePasswordWithChecklist(page, sr);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  // The new password re-checks its confirmation, still empty: it no longer matches.
  await tabTo(page, sr, `Repita a nova senha, ${confirmHint} Erro: A confirmação de senha não foi repetida corretamente`);
  await type(page, strongPassword);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Alterar senha');

  // The server's answer takes focus and is read with the field it is about.
  const wrong = await sr.during(() => page.keyboard.press('Enter'), 'alert, Não foi possível alterar a sua senha, Senha atual: Senha atual incorreta.');
  expect(wrong).toContain('polite: Enviando...');
  await tabTo(page, sr, 'link, Senha atual: Senha atual incorreta.');
  // (The virtual reader reads a password field's value aloud, as no real one does: what it says between name and error is not asserted.)
  await sr.during(() => page.keyboard.press('Enter'), /^Senha atual, .*Erro: Senha atual incorreta\.$/);
  await page.keyboard.press('ControlOrMeta+A');
  // The account's password is the one typed as the new one: the form says it must change.
  await type(page, testPassword);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'link, Esqueceu a senha atual? Recupere o acesso');
  await tabTo(page, sr, /^Nova senha, /);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, /^Repita a nova senha, /);
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Alterar senha');
  await sr.during(() => page.keyboard.press('Enter'), 'alert, Corrija os campos abaixo, Nova senha: A nova senha precisa ser diferente da atual.');
  await tabTo(page, sr, 'link, Nova senha: A nova senha precisa ser diferente da atual.');
  await sr.during(() => page.keyboard.press('Enter'), /^Nova senha, .*Erro: A nova senha precisa ser diferente da atual\.$/);
  await page.keyboard.press('ControlOrMeta+A');
  await type(page, 'Nova@Senha22');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, /^Repita a nova senha, .*Erro: A confirmação de senha não foi repetida corretamente/);
  await page.keyboard.press('ControlOrMeta+A');
  await type(page, 'Nova@Senha22');
  await tabTo(page, sr, 'button, Mostrar senha, 1 control');
  await tabTo(page, sr, 'button, Alterar senha');
  await sr.during(() => page.keyboard.press('Enter'), 'heading, Senha alterada, level 1');
  await expect(page).toHaveURL('/password/change/success');
  await finish(sr, testInfo);
});

test('unconfirmed account: the address read, the resend announced, and the button says how long to wait', async ({ page }, testInfo) => {
  const email = uniqueEmail('leitor.pendente');
  await graphql(
    page.request,
    'mutation ($name: String!, $password: String!, $email: String!) { createUser(name: $name, password: $password, email: $email, customersCodes: [], receiveOffers: false) { status } }',
    { name: 'Conta Pendente', email, password: testPassword },
  );
  const sr = await screenReader(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('textbox', { name: /^E-mail ou CPF/ }).fill(email);
  await page.getByLabel(/^Senha/).and(page.locator('input')).fill(testPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
  await sr.start();
  expect(await sr.nextHeading()).toBe('heading, Confirme seu e-mail, level 1');
  const read: string[] = [];
  for (let item = 0; item < 12 && !read.includes('button, Reenviar e-mail de confirmação'); item += 1) read.push(await sr.next());
  expect(read).toContain('A conta do e-mail abaixo ainda não foi confirmada:');
  expect(read).toContain(email);
  expect(read).toContain('button, Reenviar e-mail de confirmação');

  await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).focus();
  await sr.during(() => page.keyboard.press('Enter'), `polite: Enviamos um novo e-mail de confirmação para ${email}.`);
  // Back on the button: it is disabled, and says for how long.
  await press(page, sr, 'Shift+Tab');
  await tabTo(page, sr, /^button, Reenviar e-mail de confirmação, Você poderá pedir um novo envio em \d+ segundos\., disabled$/);
  await finish(sr, testInfo);
});
