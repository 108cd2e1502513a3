import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from './router';
import { isPrerendered, release } from './prerenderedPage';

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
  it('is recognised by its mark, and released (no longer inert) once the app has replaced it', () => {
    const container = document.createElement('div');
    expect(isPrerendered(container)).toBe(false);
    container.setAttribute('data-prerendered', '');
    container.setAttribute('inert', '');
    expect(isPrerendered(container)).toBe(true);
    release(container);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(isPrerendered(container)).toBe(false);
  });
});
