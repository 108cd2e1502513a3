import { expect, test } from '@playwright/test';
import { expiredToken, farFutureToken, unsignedToken } from '../src/test/tokenFixtures';
import { routeHeadings, seedStorage } from './helpers';

const maria = JSON.stringify({ name: 'Maria Silva' });

const sessionKeys = () => ['jwt', 'user', 'unconfirmed_user_email', 'url_resend_email'].map((key) => localStorage.getItem(key));

test('an expired token logs out to / and clears the session', async ({ page }) => {
  await seedStorage(page, { jwt: expiredToken, user: maria, unconfirmed_user_email: 'maria@exemplo.com.br', url_resend_email: '/api/x' });
  await page.goto('/home');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  expect(await page.evaluate(sessionKeys)).toEqual([null, null, null, null]);
});

test('an expired token on a page that needs a session logs out, and sign-in brings the person back', async ({ page }) => {
  await seedStorage(page, { jwt: expiredToken, user: maria, unconfirmed_user_email: 'maria@exemplo.com.br', url_resend_email: '/api/x' });
  await page.goto('/profile/update');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar', exact: true })).toBeVisible();
  expect(await page.evaluate(sessionKeys)).toEqual([null, null, null, null]);
  expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBe('/profile/update');
});

test('an expired token on a create-password link is cleared without losing the link', async ({ page }) => {
  await seedStorage(page, { jwt: expiredToken, user: maria });
  await page.goto('/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br');
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua Senha' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await expect(page).toHaveURL(/\/password\/create\/demo-criar-senha/);
});

test('a signed-in person is greeted by name and can sign out', async ({ page }) => {
  await seedStorage(page, { jwt: farFutureToken, user: maria });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sua conta' }).getByRole('link')).toHaveCount(4);
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

test('signing out leaves nothing of the account for the next person at this computer', async ({ page }) => {
  await seedStorage(page, { jwt: farFutureToken, user: maria, email: 'maria.silva@exemplo.com.br', after_login_redirects_to: '/profile/update' });
  await page.evaluate(() => sessionStorage.setItem('draft:profile-update:demo', JSON.stringify({ name: 'Maria Souza' })));
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
  await page.getByRole('link', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  const left = await page.evaluate(() => ({
    local: ['jwt', 'user', 'email', 'after_login_redirects_to'].map((key) => localStorage.getItem(key)),
    drafts: Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')),
  }));
  expect(left).toEqual({ local: [null, null, null, null], drafts: [] });
});

test('signing out in one tab signs out the others', async ({ context }) => {
  const first = await context.newPage();
  await seedStorage(first, { jwt: farFutureToken, user: maria });
  await first.goto('/email/change');
  await expect(first.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/logout');
  await expect(second).toHaveURL('/');
  // The e-mail change needs a session: the first tab asks to sign in again, to come back there.
  await expect(first).toHaveURL('/login');
  await expect(first.getByRole('heading', { level: 1, name: 'Entrar', exact: true })).toBeVisible();
});

test('a session ends by itself at exp while the page is open', async ({ page }) => {
  // The page's clock is moved past exp once the screen shows: however slow the first load on a busy
  // machine, the session is still valid when the page opens, and nothing waits for real seconds.
  await seedStorage(page, { jwt: unsignedToken({ exp: Math.floor(Date.now() / 1000) + 120 }), user: maria });
  await page.clock.install();
  await page.goto('/password/change');
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('after_login_redirects_to'))).toBe('/password/change');
});

const garbage: [label: string, entries: Record<string, string>][] = [
  ['a truncated jwt', { jwt: farFutureToken.slice(0, 25), user: maria }],
  ['a jwt that is not base64', { jwt: 'a.%%%.c', user: maria }],
  ['a jwt with a newline', { jwt: `${farFutureToken}\nX: 1`, user: maria }],
  ['a jwt without exp', { jwt: unsignedToken({ sub: 'x' }), user: maria }],
  ['a user that is not JSON', { jwt: farFutureToken, user: '{name: Maria' }],
  ['a user that is a list', { jwt: farFutureToken, user: '[1,2]' }],
  ['JSON null everywhere', { jwt: 'null', user: 'null', after_login_redirects_to: 'null' }],
];

/**
 * One page of each kind that reads what is stored: home and the sign-in (a session greets), a form that keeps a
 * draft, and the two that read what an earlier step left (the unconfirmed address, the recovery in progress).
 */
const readers = ['/home', '/login', '/register', '/unconfirmed-user', '/recovery/confirmation-code'];

for (const [label, entries] of garbage) {
  test(`${label} in localStorage breaks no page`, async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await seedStorage(page, entries);
    const visits = routeHeadings.filter(([p]) => readers.includes(p));
    expect(visits).toHaveLength(readers.length);
    for (const [path, heading] of visits) {
      await page.goto(path);
      // A broken session is no session: pages show their signed-out face. A valid token with a broken
      // user is a session: home greets, and so does /login, where a signed-in person with nothing stored belongs.
      const signedIn = entries.jwt === farFutureToken;
      const expected = signedIn && (heading === 'Acesse sua conta' || path === '/login') ? /^Olá/ : heading;
      await expect(page.getByRole('heading', { level: 1, name: expected })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
