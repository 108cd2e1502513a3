import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceMapsBesideTheBuild, sourceMapsDir } from './sourceMaps';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A build as Vite writes it into `<root>/dist`, then the plugin's hooks, as Vite calls them. */
function build(files: Record<string, string>, { sourcemap = 'hidden' as boolean | 'hidden', ssr = false } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'source-maps-'));
  roots.push(root);
  const outDir = join(root, 'dist');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  const plugin = sourceMapsBesideTheBuild();
  (plugin.configResolved as (config: unknown) => void)({ root, build: { outDir: 'dist', sourcemap, ssr } });
  const bundle = Object.fromEntries(Object.keys(files).map((fileName) => [fileName, { fileName }]));
  (plugin.writeBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
  return { outDir, maps: sourceMapsDir(outDir) };
}

describe('sourceMapsBesideTheBuild', () => {
  it('moves every source map of the app’s build out of the web root, to <outDir>-sourcemaps/ under the same paths', () => {
    const { outDir, maps } = build({ 'index.html': '<!doctype html>', 'assets/index-abc.js': 'run()', 'assets/index-abc.js.map': '{"version":3}', 'assets/Form-def.js.map': '{}' });
    expect(maps).toBe(`${outDir}-sourcemaps`);
    expect(existsSync(join(outDir, 'assets/index-abc.js.map'))).toBe(false);
    expect(existsSync(join(outDir, 'assets/Form-def.js.map'))).toBe(false);
    expect(readFileSync(join(maps, 'assets/index-abc.js.map'), 'utf8')).toBe('{"version":3}');
    expect(existsSync(join(maps, 'assets/Form-def.js.map'))).toBe(true);
    expect(readFileSync(join(outDir, 'assets/index-abc.js'), 'utf8')).toBe('run()');
  });

  it('keeps only this build’s maps there (a previous build’s are removed)', () => {
    const first = build({ 'index.html': '', 'assets/old.js.map': '{}' });
    mkdirSync(dirname(join(first.maps, 'assets/stale.js.map')), { recursive: true });
    writeFileSync(join(first.maps, 'assets/stale.js.map'), '{}');
    const plugin = sourceMapsBesideTheBuild();
    (plugin.configResolved as (config: unknown) => void)({ root: dirname(first.outDir), build: { outDir: 'dist', sourcemap: 'hidden', ssr: false } });
    writeFileSync(join(first.outDir, 'assets/new.js.map'), '{}');
    (plugin.writeBundle as (options: unknown, bundle: unknown) => void)({}, { 'index.html': {}, 'assets/new.js.map': {} });
    expect(existsSync(join(first.maps, 'assets/new.js.map'))).toBe(true);
    expect(existsSync(join(first.maps, 'assets/stale.js.map'))).toBe(false);
    expect(existsSync(join(first.maps, 'assets/old.js.map'))).toBe(false);
  });

  it('leaves other builds alone: the SSR build, and one without index.html (Storybook builds with this config too)', () => {
    expect(existsSync(join(build({ 'index.html': '', 'a.js.map': '{}' }, { ssr: true }).outDir, 'a.js.map'))).toBe(true);
    expect(existsSync(join(build({ 'iframe.html': '', 'a.js.map': '{}' }).outDir, 'a.js.map'))).toBe(true);
  });

  it('names a folder beside the build, whatever the build’s folder is called', () => {
    expect(sourceMapsDir('/app/dist')).toBe('/app/dist-sourcemaps');
    expect(sourceMapsDir('/app/dist-e2e/')).toBe('/app/dist-e2e-sourcemaps');
  });
});
