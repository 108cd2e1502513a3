/**
 * The app's source maps, for error tracking, kept out of the web root. The build writes them with
 * `build.sourcemap: 'hidden'` (vite.config.ts), so no chunk names its map in a `//# sourceMappingURL`
 * comment, and this plugin moves every `.map` file of the build to `<outDir>-sourcemaps/`, under the same
 * paths: beside the build, for the error tracker to be given, never served to visitors (who would read
 * the app's original source in them). deploy/'s nginx answers any `.map` with a 404 as well.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the source maps of the build in `outDir` go: a sibling folder, `dist` → `dist-sourcemaps`. */
export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

export function sourceMapsBesideTheBuild(): Plugin {
  let outDir = '';
  let clientBuild = false;
  return {
    name: 'source-maps-beside-the-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      clientBuild = !config.build.ssr && Boolean(config.build.sourcemap);
    },
    // After the files are written (other plugins, compile hints among them, rewrite the maps before).
    writeBundle(_options, bundle) {
      // The app's own build (its bundle holds index.html): Storybook builds with this config too.
      if (!clientBuild || !('index.html' in bundle)) return;
      const target = sourceMapsDir(outDir);
      // Only this build's maps: a previous build's would not match its chunks.
      rmSync(target, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        mkdirSync(dirname(join(target, fileName)), { recursive: true });
        renameSync(join(outDir, fileName), join(target, fileName));
      }
    },
  };
}
