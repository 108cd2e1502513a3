import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from './router';
import { partHydrated } from '../services/laterParts';
import { changedFields, isPrerendered, recordTyping, takeOver } from './prerenderedPage';
import { TYPED_BEFORE_APP_KEY } from './typedBeforeApp';

function table() {
  const screen = vi.fn(async () => ({ element: 'screen' }));
  const layout = vi.fn(async () => ({ element: 'layout' }));
  const other = vi.fn(async () => ({ element: 'other' }));
  const routes: RouteObject[] = [{ id: 'root', children: [{ id: 'layout', lazy: layout, children: [{ path: '/login', lazy: screen }] }, { path: '/other', lazy: other }] }];
  return { routes, screen, layout, other };
}

describe('loadMatchedRoutes', () => {
  it("loads the lazy parts of the matching routes, puts them in place and leaves the others' alone", async () => {
    const { routes, screen, layout, other } = table();
    await loadMatchedRoutes(routes, '/login');
    expect(screen).toHaveBeenCalledOnce();
    expect(layout).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    const layoutRoute = routes[0]?.children?.[0];
    expect(layoutRoute).toMatchObject({ element: 'layout', lazy: undefined });
    expect(layoutRoute?.children?.[0]).toMatchObject({ element: 'screen', lazy: undefined });
    expect(routes[0]?.children?.[1]?.lazy).toBe(other);
  });

  it('does nothing for a path no route matches', async () => {
    const { routes, screen, other } = table();
    await loadMatchedRoutes(routes, '/nowhere');
    expect(screen).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it('rejects when a part cannot be downloaded, and keeps that route lazy for the router to try again', async () => {
    const { routes } = table();
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const screenRoute = routes[0]?.children?.[0]?.children?.[0];
    if (!screenRoute) throw new Error('no screen route');
    screenRoute.lazy = failing;
    await expect(loadMatchedRoutes(routes, '/login')).rejects.toThrow(/Failed to fetch/);
    expect(screenRoute.lazy).toBe(failing);
  });
});

/** A pre-rendered page of `html` in the document, marked as the build marks it. */
function prerenderedPage(html: string): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-prerendered', '');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('a pre-rendered page', () => {
  it('is recognised by its mark, which the hand-over removes', () => {
    const container = document.createElement('div');
    expect(isPrerendered(container)).toBe(false);
    container.setAttribute('data-prerendered', '');
    expect(isPrerendered(container)).toBe(true);
    takeOver(container, recordTyping(container));
    expect(isPrerendered(container)).toBe(false);
  });

  it("forgets what its start script kept of the typing for a reload once the page is the app's (then the form's draft has it), not before", () => {
    const container = document.createElement('div');
    container.setAttribute('data-prerendered', '');
    container.innerHTML = '<input name="cpf" value=""><div data-hydrates-later=""><input name="phone" value=""></div>';
    sessionStorage.setItem(TYPED_BEFORE_APP_KEY, JSON.stringify({ path: '/register', fields: [['phone', '11987654321']] }));
    takeOver(container, recordTyping(container));
    expect(sessionStorage.getItem(TYPED_BEFORE_APP_KEY)).not.toBeNull();
    const part = container.querySelector('[data-hydrates-later]');
    if (!part) throw new Error('part');
    partHydrated(part);
    expect(isPrerendered(container)).toBe(false);
    expect(sessionStorage.getItem(TYPED_BEFORE_APP_KEY)).toBeNull();
  });

  it('lists the fields changed from what the page was rendered with, and records later changes', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input name="a" value=""><input name="b" value="x"><input type="checkbox" name="c"><input type="hidden" name="d" value=""><input name="e" value="" readonly>';
    const [a, b, c, d, e] = [...container.querySelectorAll('input')];
    if (!a || !b || !c || !d || !e) throw new Error('inputs');
    a.value = 'typed';
    c.checked = true;
    d.value = 'set by script';
    e.value = 'autofilled';
    expect(changedFields(container)).toEqual([a, c]);
    const typing = recordTyping(container);
    expect([...typing.values]).toEqual([
      [a, 'typed'],
      [c, true],
    ]);
    typing.stop();
  });

  it("keeps the person's keys and text from the page's listeners (React's) until the app has hydrated it, not the page script's nor the rest of the document's; clicks pass", () => {
    const container = prerenderedPage('<input name="cpf" value="">');
    const outside = document.createElement('input');
    document.body.append(outside);
    const cpf = container.querySelector('input');
    if (!cpf) throw new Error('input');
    const heardInPage: string[] = [];
    const heardByDocument: string[] = [];
    const kinds = ['keydown', 'keypress', 'keyup', 'input', 'change', 'compositionstart', 'compositionend', 'click', 'paste'];
    for (const kind of kinds) container.addEventListener(kind, () => heardInPage.push(kind), true);
    // The page's own script listens on the document, capturing (build/bootScript.ts).
    const onDocument = (event: Event) => heardByDocument.push(event.type);
    document.addEventListener('input', onDocument, true);
    const dispatchAll = (target: EventTarget) => {
      for (const kind of kinds) target.dispatchEvent(new Event(kind, { bubbles: true }));
    };
    const typing = recordTyping(container);
    dispatchAll(cpf);
    expect(heardInPage).toEqual(['click', 'paste']);
    expect(heardByDocument).toEqual(['input']);
    // Outside the page, nothing is kept from anyone.
    const heardOutside: string[] = [];
    outside.addEventListener('keydown', () => heardOutside.push('keydown'));
    outside.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(heardOutside).toEqual(['keydown']);
    typing.hydrated();
    heardInPage.length = 0;
    dispatchAll(cpf);
    expect(heardInPage).toEqual(kinds);
    typing.stop();
    document.removeEventListener('input', onDocument, true);
    container.remove();
    outside.remove();
  });

  it('lets React hear keys again as soon as the app takes the page over, even with a part still to hydrate', () => {
    const container = prerenderedPage('<input name="cpf" value=""><div data-hydrates-later=""><input name="phone" value=""></div>');
    const cpf = container.querySelector('input');
    if (!cpf) throw new Error('input');
    const typing = recordTyping(container);
    const heard: string[] = [];
    container.addEventListener('keydown', () => heard.push('keydown'));
    cpf.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(heard).toEqual([]);
    takeOver(container, typing);
    expect(isPrerendered(container)).toBe(true);
    cpf.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(heard).toEqual(['keydown']);
    typing.stop();
    container.remove();
  });

  it("waits for a part hydrated later: its fields are handed over once it has hydrated, and only then is the page the app's", () => {
    const container = prerenderedPage('<input name="cpf" value=""><div data-hydrates-later=""><input name="phone" value=""></div>');
    const [cpf, phone] = [...container.querySelectorAll('input')];
    if (!cpf || !phone) throw new Error('inputs');
    const typing = recordTyping(container);
    cpf.value = '52998224725';
    phone.value = '11987654321';
    const replayed: string[] = [];
    container.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      replayed.push(`${input.name}=${input.value}`);
    });
    takeOver(container, typing);
    // Each field hears the value it was rendered with, then the typed one: a mask that synced to the
    // typed text unheard by the form (imask does on a blur) sees it as a change, and tells the form.
    expect(replayed).toEqual(['cpf=', 'cpf=52998224725']);
    // The page's script still holds a submit: the phone is not the app's yet.
    expect(isPrerendered(container)).toBe(true);
    // Typed into the part while it waits: what it holds when it hydrates is what is handed over.
    phone.value = '11987654320';
    replayed.length = 0;
    const part = container.querySelector('[data-hydrates-later]');
    if (!part) throw new Error('part');
    partHydrated(part);
    expect(replayed).toEqual(['phone=', 'phone=11987654320']);
    expect(phone.value).toBe('11987654320');
    expect(isPrerendered(container)).toBe(false);
    container.remove();
  });

  it("does not wait for a part that is gone before it hydrated (another screen): the page is the app's", async () => {
    const container = document.createElement('div');
    container.setAttribute('data-prerendered', '');
    container.innerHTML = '<input name="cpf" value=""><div data-hydrates-later=""><input name="phone" value=""></div>';
    takeOver(container, recordTyping(container));
    expect(isPrerendered(container)).toBe(true);
    container.querySelector('[data-hydrates-later]')?.remove();
    await vi.waitFor(() => expect(isPrerendered(container)).toBe(false));
  });
});
