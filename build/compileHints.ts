/**
 * V8's explicit compile hint (Chromium 136 and later) on the chunks a pre-rendered page starts with.
 * A script whose first line is `//# allFunctionsCalledOnLoad` has every function compiled with the
 * script itself, instead of each one (parsed a second time) when it is first called. On a pre-rendered
 * page the app's code arrives over seconds while the main thread waits for the network, and then
 * hydrates the page, calling most of react-dom, MUI, the router and the form for the first time:
 * compiled lazily, that is CPU work after the last byte, on the path to a working form; compiled with
 * the script, it happens while the rest of the code is still arriving (docs/performance.md, "Compile
 * hints"). Other engines read the line as a comment.
 *
 * Only the start-up chunks of the pre-rendered pages: the entry's static imports, the start-up steps
 * (`bootModules`) and each page's screen with its static imports, the code those pages run before they
 * work. Chunks loaded later (the Relay runtime, yup, the strength estimator, other screens) stay lazy:
 * most of their functions never run, and compiling them whole would be wasted work.
 *
 * The line is added after the chunks' names are hashed: a chunk that joins or leaves the start-up set
 * keeps its name, and a cache may hold the other version, which differs by this comment alone.
 */
import type { Plugin } from 'vite';
import { pageModules, type PrerenderedPage } from './prerenderPlugin.ts';
import { chunksOf, staticClosure, type RoutePreload } from './routePreload.ts';

/** The hint, a line of its own at the very start of a chunk (V8 reads it there only). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export interface CompileHintsOptions {
  /** The pre-rendered pages (build/prerenderedPages.ts). */
  pages: PrerenderedPage[];
  /** The screens' modules by route (build/preloadedRoutes.ts). */
  routeModules: RoutePreload[];
  /** The modules every page needs beyond the entry (build/preloadedRoutes.ts). */
  bootModules: string[];
}

/** A source map's mappings with one more line (the hint) at the start of its generated file. */
const shiftedMappings = (mappings: string) => `;${mappings}`;

export function compileHintsPlugin({ pages, routeModules, bootModules }: CompileHintsOptions): Plugin {
  let root = '';
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // After every other plugin's: Vite's import analysis puts a line of its own (`__vite__mapDeps`) at
    // the start of a chunk with dynamic imports, in this same hook.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The app's own build (its bundle holds index.html): Storybook builds with this config too.
        if (!('index.html' in bundle)) return;
        const { chunks, fileOf: chunkOf } = chunksOf(bundle, root);
        const fileOf = (module: string) => chunkOf(module) ?? this.error(`compile-hints: ${module} is not the entry of any chunk`);
        const starts = new Set<string>(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        for (const page of pages) for (const module of pageModules(page, routeModules, bootModules)) starts.add(fileOf(module));
        for (const file of staticClosure(bundle, [...starts])) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The source map follows: its generated lines start one line lower.
          if (chunk.map) chunk.map.mappings = shiftedMappings(chunk.map.mappings);
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: shiftedMappings(json.mappings) });
          }
        }
      },
    },
  };
}
