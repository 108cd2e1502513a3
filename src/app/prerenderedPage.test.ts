import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from './router';
import { changedFields, isPrerendered, recordTyping, takeOver } from './prerenderedPage';

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

describe('a pre-rendered page', () => {
  it('is recognised by its mark, which the hand-over removes', () => {
    const container = document.createElement('div');
    expect(isPrerendered(container)).toBe(false);
    container.setAttribute('data-prerendered', '');
    expect(isPrerendered(container)).toBe(true);
    takeOver(container, recordTyping(container));
    expect(isPrerendered(container)).toBe(false);
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
});
