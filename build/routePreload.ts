/**
 * No request waterfall on the first load of the busiest pages. The router fetches a screen's chunk
 * only once the entry chunk has run, so without help a first visit downloads the entry, then the
 * screen, then whatever the screen imports. This plugin emits a tiny script, loaded first from
 * index.html, that reads `location.pathname` and adds `<link rel="modulepreload">` for the chunks of
 * that page's screen (and their static imports), so they download in parallel with the entry.
 */
import type { Plugin, Rolldown } from 'vite';

/** A page and the source modules (paths from the project root) its first render needs beyond the entry. */
export interface RoutePreload {
  /** A route pattern as in src/services/paths.ts (`/password/create/:token`); the first that matches wins. */
  pattern: string;
  modules: string[];
}

/** A regular expression source matching the paths of a route pattern (`:param` is one segment; an optional trailing slash). */
export function patternToRegExp(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/**
 * The keys of `files` and of every chunk they import statically, in a stable order: over a Rolldown
 * bundle (keyed by file name) or Vite's manifest (keyed by source module).
 */
export function staticClosure(bundle: Record<string, { type?: string; file?: string; imports?: string[] }>, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of bundle[file]?.imports ?? []) visit(imported);
  };
  files.forEach(visit);
  return [...seen];
}

/** A build's chunks, and the file of the chunk whose entry is a source module (a path from the project `root`), if any. */
export function chunksOf(bundle: Rolldown.OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
  return { chunks, fileOf: (module: string) => byModule.get(`${root}/${module}`) };
}

/** The preloading script: `routes` are [regular expression source, URLs] pairs. */
export function preloadScript(routes: [string, string[]][]): string {
  return `(function(){var r=${JSON.stringify(routes)},p=location.pathname;for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});return}}})();\n`;
}

/**
 * `always`: modules every page needs beyond the entry (those the entry imports dynamically to start
 * in steps, src/app/main.tsx), preloaded with each route's and on any other path.
 */
export function routePreloadPlugin(routes: RoutePreload[], always: string[] = []): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const { chunks, fileOf } = chunksOf(bundle, root);
      // The entry's own static imports are already modulepreloaded by Vite.
      const initial = new Set(staticClosure(bundle, chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)));
      const preloads = (modules: string[], pattern: string) => {
        const files = modules.map((module) => {
          const file = fileOf(module);
          if (!file) this.error(`route-preload: ${module} (for ${pattern}) is not the entry of any chunk`);
          return file;
        });
        return staticClosure(bundle, files).filter((file) => !initial.has(file)).map((file) => `${base}${file}`);
      };
      const table = routes.map(({ pattern, modules }): [string, string[]] => [patternToRegExp(pattern), preloads([...always, ...modules], pattern)]);
      if (always.length > 0) table.push(['^/', preloads(always, 'every page')]);
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(table) });
      const script = `<script src="${base}${this.getFileName(reference)}" async></script>`;
      const source = String(html.source);
      const at = source.indexOf('<script type="module"');
      if (at < 0) this.error('route-preload: no module script in index.html');
      html.source = `${source.slice(0, at)}${script}\n    ${source.slice(at)}`;
    },
  };
}
