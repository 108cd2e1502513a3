import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const dist = process.env.E2E_DIST || 'dist';
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as { register: { maxJsGzipBytes: number; maxCssGzipBytes: number } };

/**
 * What a first visit to `/register` downloads before the form shows: the entry chunk, the lazy
 * Relay layout and the sign-up screen, each with every chunk it imports statically, plus their CSS.
 * Dynamic imports (other screens, web-vitals) are left out: they load later or never.
 */
function firstLoadOfRegister(manifest: Record<string, ManifestChunk>): { js: Set<string>; css: Set<string> } {
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
  for (const root of ['index.html', 'src/app/RelayLayout.tsx', 'src/screens/Register/index.ts']) visit(root);
  return { js, css };
}

const gzipSize = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);

test('the first load of /register stays within its budget', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const { js, css } = firstLoadOfRegister(manifest);
  const jsBytes = gzipSize(js);
  const cssBytes = gzipSize(css);
  console.log(`/register first load: JS ${jsBytes} B gzip in ${js.size} chunks, CSS ${cssBytes} B gzip in ${css.size} files`);
  expect(js.size).toBeGreaterThan(2);
  expect(jsBytes).toBeLessThanOrEqual(budgets.register.maxJsGzipBytes);
  expect(cssBytes).toBeLessThanOrEqual(budgets.register.maxCssGzipBytes);
});
