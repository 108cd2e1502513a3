import { expect, test, type Page } from '@playwright/test';
import { chunkOf } from './helpers';

const loginChunk = chunkOf('src/screens/signin/Login/index.ts');

/** Makes the sign-in screen's chunk fail, as after a deploy that removed it; counts the attempts. */
async function breakChunk(page: Page) {
  const counts = { chunk: 0, documents: 0 };
  await page.route(`**/${loginChunk}`, (route) => {
    counts.chunk += 1;
    return route.abort();
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.documents += 1;
  });
  return counts;
}

test('a chunk that fails on first load reloads the page once, then shows the error page', async ({ page }) => {
  const counts = await breakChunk(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeVisible();
  await expect(page.getByText('Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.')).toBeVisible();
  // One reload. /login is pre-rendered: each document asks for the chunk up to three times (the
  // page's modulepreload, the app before it replaces the page, then the router's own try).
  expect(counts.documents).toBe(2);
  expect(counts.chunk).toBeGreaterThanOrEqual(2);
  expect(counts.chunk).toBeLessThanOrEqual(6);
  await expect(page).toHaveURL('/login');

  // The deploy is fixed: "Tentar novamente" reloads and the screen appears.
  await page.unroute(`**/${loginChunk}`);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});

test('a chunk that fails on navigation reloads at the new address once, then shows the error page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  const counts = await breakChunk(page);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ops! Ocorreu um erro inesperado.' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  // Once on the way there, then up to three times by the reloaded, pre-rendered /login (see above;
  // Chromium may share one failed fetch between two of them).
  expect(counts.documents).toBe(1);
  expect(counts.chunk).toBeGreaterThanOrEqual(2);
  expect(counts.chunk).toBeLessThanOrEqual(4);
  await expect(page.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
});
