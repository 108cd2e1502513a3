import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { expectFocusShown, tabThrough } from './focus';
import { appReady, seedStorage } from './helpers';

/**
 * WCAG 2.2 AA checks that axe does not make, on the forms of every flow at a 320 px
 * wide screen (1.4.10 reflow) and at 640 px (a 1280 px window at 200 % zoom): no horizontal
 * scroll; every control reached by Tab shows a visible focus indicator (2.4.7) and is not hidden
 * under other content (2.4.11); every target is at least 24 × 24 px or has that much room
 * (2.5.8). Then Lighthouse's accessibility audit scores 100 on the routes the benchmark visits.
 */

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sessionToken = () =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'maria.silva@exemplo.com.br', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
const signedIn = { jwt: sessionToken(), user: JSON.stringify({ name: 'Maria Silva' }) };
const authorize = `/oauth2/authorize?${new URLSearchParams({
  client_id: 'loja-parceira',
  redirect_uri: 'https://loja.exemplo.com.br/oauth/callback',
  response_type: 'code',
  scope: 'openid profile email',
  state: 'wcag',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
})}`;

/** The screens of every flow, with the heading that says the screen is there. */
const screens: { path: string; heading: string; session?: boolean }[] = [
  { path: '/register', heading: 'Cadastre-se' },
  { path: '/login', heading: 'Entrar' },
  { path: '/password/create/link-wcag?email=ana.costa%40exemplo.com.br', heading: 'Crie sua Senha' },
  { path: '/recovery', heading: 'Recuperar senha' },
  { path: '/recovery/profile', heading: 'Recuperar senha pelo CPF' },
  { path: '/email/change', heading: 'Alterar e-mail', session: true },
  { path: '/profile/update', heading: 'Atualizar cadastro', session: true },
  { path: authorize, heading: 'Loja Parceira quer acessar a sua conta', session: true },
];

const widths = [
  { name: '320 px', viewport: { width: 320, height: 640 } },
  { name: '200 % zoom', viewport: { width: 640, height: 400 } },
];

async function open(page: Page, screen: (typeof screens)[number]): Promise<void> {
  if (screen.session) await seedStorage(page, signedIn);
  await page.goto(screen.path);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  // A screen that loads the account shows its heading over a spinner first: a person waits for the form.
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Targets smaller than 24 × 24 px whose 24 px circle reaches another target (2.5.8), inline links in text excepted. */
const crampedTargets = (page: Page) =>
  page.evaluate(() => {
    const targets = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]')).filter(
      (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
    );
    // A checkbox or radio input drawn over by MUI's bigger control is measured as that control.
    const boxOf = (element: HTMLElement) =>
      (element instanceof HTMLInputElement ? (element.closest('.MuiCheckbox-root, .MuiRadio-root') ?? element) : element).getBoundingClientRect();
    const inlineInText = (element: HTMLElement) =>
      element.tagName === 'A' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
    const boxes = targets.map((element) => ({ element, box: boxOf(element) }));
    const problems: string[] = [];
    for (const { element, box } of boxes) {
      if ((box.width >= 24 && box.height >= 24) || inlineInText(element)) continue;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      // The spacing exception: a 24 px circle on the target's centre meets no other target's box.
      const crowded = boxes.some(({ element: other, box: b }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        const nx = Math.max(b.left, Math.min(cx, b.right));
        const ny = Math.max(b.top, Math.min(cy, b.bottom));
        return Math.hypot(nx - cx, ny - cy) < 12;
      });
      if (crowded) problems.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return problems;
  });

for (const { name, viewport } of widths) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    for (const screen of screens) {
      test(`${screen.path.split('?')[0]}: reflows, and every control has room and a visible, uncovered focus`, async ({ page }) => {
        test.slow();
        await open(page, screen);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
        expect(await crampedTargets(page)).toEqual([]);

        // Every control Tab reaches, until focus comes back round.
        const seen = await tabThrough(page, async (control) => {
          expect(control.inViewport, `${control.description} is scrolled into view`).toBe(true);
          expect(control.visibleAtCentre, `${control.description} is not hidden under other content`).toBe(true);
          await expectFocusShown(page, control);
        });
        expect(seen.length).toBeGreaterThan(1);
      });
    }
  });
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** The routes `npm run bench` measures (scripts/bench.mjs). */
const benchRoutes = ['/register', '/login', '/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br'];

for (const route of benchRoutes) {
  test(`Lighthouse accessibility is 100 on ${route.split('?')[0]}`, async ({ baseURL }) => {
    test.slow();
    const dir = mkdtempSync(join(tmpdir(), 'lighthouse-a11y-'));
    try {
      const output = join(dir, 'report.json');
      await promisify(execFile)(
        process.execPath,
        [
          lighthouseCli,
          `${baseURL}${route}`,
          '--quiet',
          '--only-categories=accessibility',
          // What only a report's reader needs (a picture of the page, a blank page loaded first): about
          // 4.7 s of the 11 s a run took, with the same audits and score.
          '--disable-full-page-screenshot',
          '--skip-about-blank',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: findChromium() ?? '/usr/bin/chromium' }, timeout: 120_000 },
      );
      const report = JSON.parse(readFileSync(output, 'utf8')) as {
        categories: { accessibility: { score: number | null } };
        audits: Record<string, { score: number | null; scoreDisplayMode: string; title: string }>;
      };
      const failing = Object.entries(report.audits)
        .filter(([, audit]) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map(([id, audit]) => `${id}: ${audit.title}`);
      expect(failing).toEqual([]);
      expect(report.categories.accessibility.score).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
