import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { BOOT_APP_SCRIPT, BOOT_EMAIL_SCRIPT, BOOT_FALLBACK_SCRIPT, BOOT_MASK_SCRIPT } from '../build/bootScript';
import { COMPILE_HINT } from '../build/compileHints';
import { sourceMapsDir } from '../build/sourceMaps';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface RouteBudget {
  description: string;
  /** Source modules whose chunks, with everything they import statically, load before the form shows. */
  roots: string[];
  maxJsBrotliBytes: number;
  maxJsGzipBytes: number;
  maxCssGzipBytes: number;
  /** The pre-rendered page of the route (build/prerenderPlugin.ts), in the build. */
  page: string;
  maxPageBrotliBytes: number;
}

interface Budgets {
  /** Packages that must not be in any chunk of a route's first render (they load after it, or on demand). */
  notBeforeFirstRender: string[];
  routes: Record<string, RouteBudget>;
}

const dist = process.env.E2E_DIST || 'dist';
/** The build's source maps, beside it (build/sourceMaps.ts). */
const maps = sourceMapsDir(dist);
const { routes, notBeforeFirstRender } = JSON.parse(readFileSync('budgets.json', 'utf8')) as Budgets;

/**
 * What a first visit downloads for the form to work: the classic scripts of index.html (the
 * run-time settings and the route preloader), the entry chunk and the route's lazy chunks, each with
 * every chunk it imports statically, plus their CSS. Dynamic imports (other screens, the Relay
 * runtime, yup, web-vitals) are left out: they load after the first render or never.
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
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, src] of html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)) if (src && existsSync(join(dist, src))) js.add(src);
  return { js, css };
}

const bytes = (file: string) => readFileSync(join(dist, file));
// Deterministic sizes: gzip level 9 and brotli quality 11, what a server that precompresses sends.
const gzipSize = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSync(bytes(file), { level: 9 }).length, 0);
const brotliSize = (files: Set<string>) =>
  [...files].reduce((total, file) => total + brotliCompressSync(bytes(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length, 0);

/** The packages of node_modules that a chunk holds, read from its source map. */
function packagesIn(file: string): Set<string> {
  const map = join(maps, `${file}.map`);
  if (!existsSync(map)) return new Set();
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return new Set(sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1] ?? []));
}

for (const [route, budget] of Object.entries(routes)) {
  test(`${route} paints from its pre-rendered HTML alone, within its budget: no script, stylesheet or module before the first paint`, () => {
    const html = readFileSync(join(dist, budget.page), 'utf8');
    const size = brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.log(`${route} page: ${size} B brotli`);
    expect(size).toBeLessThanOrEqual(budget.maxPageBrotliBytes);
    expect(html).toMatch(/<div id="root" data-prerendered=""><div[^>]*>[\s\S]*<form[\s\S]*<\/form>/);
    // Requested before the paint: only the site's settings (deferred); no font (src/services/fonts.ts).
    expect([...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])).toEqual(['/config.js']);
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    // A stylesheet link only disabled (never fetched: it marks the inline CSS as present for Vite's preload helper).
    for (const [link] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)) expect(link).toMatch(/\sdisabled>$/);
    expect([...html.matchAll(/<link[^>]+rel="preload"[^>]*>/g)]).toHaveLength(0);
    // The only inline scripts: the start-up fallback, the start of the app after the first paint, the masks of a page with a CPF or phone, and a password link's e-mail.
    for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) if (body) expect([BOOT_FALLBACK_SCRIPT, BOOT_APP_SCRIPT, BOOT_EMAIL_SCRIPT, BOOT_MASK_SCRIPT]).toContain(body);
  });

  test(`the JavaScript that makes ${route} work stays within its budget`, () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const { js, css } = firstLoad(manifest, budget.roots);
    const jsBrotli = brotliSize(js);
    const jsGzip = gzipSize(js);
    const cssGzip = gzipSize(css);
    console.log(`${route} first load: JS ${jsBrotli} B brotli, ${jsGzip} B gzip in ${js.size} files; CSS ${cssGzip} B gzip in ${css.size} files`);
    expect(js.size).toBeGreaterThan(budget.roots.length);
    expect(jsBrotli).toBeLessThanOrEqual(budget.maxJsBrotliBytes);
    expect(jsGzip).toBeLessThanOrEqual(budget.maxJsGzipBytes);
    expect(cssGzip).toBeLessThanOrEqual(budget.maxCssGzipBytes);
  });

  test(`the first load of ${route} leaves ${notBeforeFirstRender.join(', ')} for later`, () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const { js } = firstLoad(manifest, budget.roots);
    const found = [...js].flatMap((file) => [...packagesIn(file)].filter((name) => notBeforeFirstRender.includes(name)).map((name) => `${name} in ${file}`));
    expect(found).toEqual([]);
  });
}

test("no chunk of the build holds a library's development build (react-router's package points at it by default: remix-run/react-router#14102)", () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  expect(files.size).toBeGreaterThan(10);
  const development = [...files].flatMap((file) => {
    const map = join(maps, `${file}.map`);
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.filter((source) => /node_modules\/.*(?:\/development\/|\.development\.)/.test(source)).map((source) => `${source.replace(/.*node_modules\//, '')} in ${file}`);
  });
  expect(development).toEqual([]);
});

test("no chunk of the build holds @emotion/styled's main entry, which makes a styled component for each of 135 tags as it loads (MUI calls `styled(tag, options)` only: vite.config.ts takes its `base` entry)", () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
  const sourcesOf = (file: string) => {
    const map = join(maps, `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  };
  const emotionStyled = files.flatMap((file) => sourcesOf(file).filter((source) => source.includes('node_modules/@emotion/styled/')).map((source) => source.replace(/.*node_modules\//, '')));
  // The base entry is there (MUI's styled components are made with it), the main entry is not.
  expect(emotionStyled).toContain('@emotion/styled/base/dist/emotion-styled-base.browser.esm.js');
  expect(emotionStyled.filter((source) => !source.startsWith('@emotion/styled/base/'))).toEqual([]);
});

test("the chunks the pre-rendered pages start with carry V8's compile hint on their first line; no other chunk does", () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const pages = readdirSync(join(dist, 'prerendered')).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(3);
  // What each page's start script requests (build/bootScript.ts): the entry and every chunk it starts with.
  const starting = new Set(
    pages.flatMap((page) => {
      const html = readFileSync(join(dist, 'prerendered', page), 'utf8');
      const script = /<script data-app="\/([^"]+)" data-preload="([^"]+)"/.exec(html);
      expect(script, page).not.toBeNull();
      return [script?.[1] ?? '', ...(script?.[2] ?? '').split(' ').map((url) => url.slice(1))];
    }),
  );
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  const hinted = [...chunks].filter((file) => bytes(file).toString('utf8', 0, COMPILE_HINT.length) === COMPILE_HINT);
  expect(starting.size).toBeGreaterThan(20);
  // The lazy ones (the Relay runtime, yup, the strength estimator, other screens) stay lazy.
  expect(chunks.size).toBeGreaterThan(starting.size + 20);
  expect(hinted.sort()).toEqual([...starting].sort());
});

test('the source maps are beside the build, not in it, and no chunk names one', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
  expect(chunks.length).toBeGreaterThan(10);
  const inTheBuild = (readdirSync(dist, { recursive: true }) as string[]).filter((file) => file.endsWith('.map'));
  expect(inTheBuild).toEqual([]);
  // Each map beside the build is of one of its files; every chunk has one but the few with no source of their
  // own (the bundler's runtime, the route preloader written as a file, a module that only re-exports).
  const besideIt = (readdirSync(maps, { recursive: true }) as string[]).filter((file) => file.endsWith('.map'));
  expect(besideIt.filter((map) => !existsSync(join(dist, map.replace(/\.map$/, ''))))).toEqual([]);
  expect(chunks.filter((file) => existsSync(join(maps, `${file}.map`))).length).toBeGreaterThan(chunks.length * 0.9);
  expect(chunks.filter((file) => bytes(file).toString('utf8').includes('sourceMappingURL'))).toEqual([]);
});
