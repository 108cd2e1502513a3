import type { ComponentType } from 'react';
import { screenModulePath, type RouteEntry } from '../services/routeManifest';

type Screen = ComponentType<Readonly<Record<string, string>>>;

/** Every screen folder's index.ts, each its own chunk, fetched the first time a route shows it. */
const screenModules = import.meta.glob<Record<string, Screen | undefined>>('../screens/*/*/index.ts');

/** The component a screen's index.ts exports: its folder's name and `Screen` (`signin/Login` → `LoginScreen`). */
export const screenExportName = (screen: RouteEntry['screen']) => `${screen.slice(screen.indexOf('/') + 1)}Screen`;

/** Loads a route entry's screen component; rejects, naming the entry's mistake, when there is no such screen. */
export async function loadScreen(screen: RouteEntry['screen']): Promise<Screen> {
  const load = screenModules[`../${screenModulePath(screen).slice('src/'.length)}`];
  if (!load) throw new Error(`route manifest: no ${screenModulePath(screen)} for the screen '${screen}'`);
  const component = (await load())[screenExportName(screen)];
  if (!component) throw new Error(`route manifest: ${screenModulePath(screen)} exports no ${screenExportName(screen)}`);
  return component;
}
