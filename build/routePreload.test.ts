import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { bootModules, preloadedRoutes } from './preloadedRoutes';
import { routePatterns } from '../src/services/paths';
import { patternToRegExp, preloadScript, staticClosure } from './routePreload';

describe('route preloading', () => {
  it('matches a pattern’s paths only', () => {
    const driver = new RegExp(patternToRegExp('/register/:driver'));
    expect(driver.test('/register/varejo')).toBe(true);
    expect(driver.test('/register/varejo/')).toBe(true);
    expect(driver.test('/register')).toBe(false);
    expect(driver.test('/register/varejo/x')).toBe(false);
    const token = new RegExp(patternToRegExp('/password/create/:token'));
    expect(token.test('/password/create/abc-123')).toBe(true);
    expect(token.test('/password/reset/abc-123')).toBe(false);
    expect(new RegExp(patternToRegExp('/login')).test('/loginx')).toBe(false);
  });

  it('follows static imports, once each', () => {
    const bundle = {
      'a.js': { type: 'chunk', imports: ['b.js', 'c.js'] },
      'b.js': { type: 'chunk', imports: ['c.js'] },
      'c.js': { type: 'chunk', imports: ['a.js'] },
      'd.js': { type: 'chunk', imports: [] },
    };
    expect(staticClosure(bundle, ['a.js'])).toEqual(['a.js', 'b.js', 'c.js']);
  });

  it('adds the modulepreload links of the first route that matches, and nothing elsewhere', () => {
    const script = preloadScript([
      [patternToRegExp('/register/success'), ['/assets/success.js']],
      [patternToRegExp('/register/:driver'), ['/assets/register.js', '/assets/field.js']],
    ]);
    const links = (path: string) => {
      document.head.innerHTML = '';
      window.history.replaceState(null, '', path);
      new Function(script)();
      return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    };
    expect(links('/register/varejo')).toEqual(['/assets/register.js', '/assets/field.js']);
    expect(links('/register/success')).toEqual(['/assets/success.js']);
    expect(links('/login')).toEqual([]);
  });

  it("gives any other path the app's start-up chunks, the last rule (what routePreloadPlugin adds for `always`)", () => {
    const script = preloadScript([
      [patternToRegExp('/login'), ['/assets/reactDom.js', '/assets/login.js']],
      ['^/', ['/assets/reactDom.js']],
    ]);
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/recovery');
    new Function(script)();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/reactDom.js']);
  });

  it('names start-up modules that exist (src/app/main.tsx imports them in steps)', () => {
    for (const module of bootModules) expect(existsSync(module)).toBe(true);
  });

  it('preloads routes of the app', () => {
    const patterns = Object.values(routePatterns) as string[];
    for (const { pattern } of preloadedRoutes) expect(patterns).toContain(pattern);
  });

  it('preloads the routes the manifest marks, with the Relay layout for a screen that calls the API', () => {
    const relay = 'src/app/RelayLayout.tsx';
    const screen = (folder: string) => `src/screens/${folder}/index.ts`;
    expect(new Map(preloadedRoutes.map(({ pattern, modules }) => [pattern, modules]))).toEqual(
      new Map([
        ['/register/success', [screen('signup/RegisterSuccess')]],
        ['/register', [relay, screen('signup/Register')]],
        ['/register/:driver', [relay, screen('signup/Register')]],
        ['/login', [relay, screen('signin/Login')]],
        ['/password/create/:token', [relay, screen('password/PasswordCreate')]],
        ['/password/reset/:token', [relay, screen('password/PasswordReset')]],
        ['/', [screen('account/Home')]],
        ['/recovery', [relay, screen('recovery/Recovery')]],
        ['/oauth2/authorize', [relay, screen('signin/OAuthAuthorize')]],
      ]),
    );
    for (const { modules } of preloadedRoutes) for (const module of modules) expect(existsSync(module)).toBe(true);
  });

  it('puts a route without a parameter before one with, so /register/success is not taken for /register/:driver', () => {
    const patterns = preloadedRoutes.map(({ pattern }) => pattern);
    const firstWithParameter = patterns.findIndex((pattern) => pattern.includes(':'));
    expect(patterns.slice(firstWithParameter).every((pattern) => pattern.includes(':'))).toBe(true);
    const index = (path: string) => preloadedRoutes.findIndex(({ pattern }) => new RegExp(patternToRegExp(pattern)).test(path));
    expect(preloadedRoutes[index('/register/success')]?.pattern).toBe('/register/success');
  });
});
