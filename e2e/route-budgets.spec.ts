import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface RouteBudget {
  description: string;
  /** Source modules whose chunks, with everything they import statically, load before the form shows. */
  roots: string[];
  maxJsGzipBytes: number;
  maxCssGzipBytes: number;
}

const dist = process.env.E2E_DIST || 'dist';
const { routes } = JSON.parse(readFileSync('budgets.json', 'utf8')) as { routes: Record<string, RouteBudget> };

/**
 * What a first visit downloads before the form shows: the entry chunk and the route's lazy chunks,
 * each with every chunk it imports statically, plus their CSS. Dynamic imports (other screens,
 * web-vitals) are left out: they load later or never. Sizes are gzip level 9, so they are deterministic.
 */
function firstLoad(manifest: Record<string, ManifestChunk>, roots: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${dist}/.vite/manifest.json`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { js, css };
}

const gzipSize = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);

for (const [route, budget] of Object.entries(routes)) {
  test(`the first load of ${route} stays within its budget`, () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const { js, css } = firstLoad(manifest, budget.roots);
    const jsBytes = gzipSize(js);
    const cssBytes = gzipSize(css);
    console.log(`${route} first load: JS ${jsBytes} B gzip in ${js.size} chunks, CSS ${cssBytes} B gzip in ${css.size} files`);
    expect(js.size).toBeGreaterThan(budget.roots.length);
    expect(jsBytes).toBeLessThanOrEqual(budget.maxJsGzipBytes);
    expect(cssBytes).toBeLessThanOrEqual(budget.maxCssGzipBytes);
  });
}
