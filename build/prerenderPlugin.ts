/**
 * Pre-rendered landing pages. After the client build, this plugin renders the pages people arrive on
 * from e-mails and partner sites (src/app/renderPage.tsx, through a Vite server in middleware mode)
 * and writes each as a copy of index.html whose `#root` already holds the screen's markup and whose
 * head holds the CSS that markup uses. The form then paints from the HTML alone, before any
 * JavaScript, and React hydrates it (src/app/main.tsx). It is never `inert`: what a person types or
 * ticks before the app runs stays in the page and is handed to the app once it does, and a submit
 * pressed before then waits for it (build/bootScript.ts, src/app/prerenderedPage.ts).
 *
 * The servers map a request's path to its page with the rules in `prerendered/pages.json`
 * (`pageFor`): `vite preview` here, and nginx through deploy/snippets/prerendered-pages.conf (build/nginxConfig.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { pageHtml, stylesheetsOf } from './pageHtml.ts';
import type { RenderedPage } from '../src/app/renderPage.tsx';
import { patternToRegExp, staticClosure, type RoutePreload } from './routePreload.ts';

/** A page to render: the URL rendered, the route pattern it stands for, and the file written. */
export interface PrerenderedPage {
  /** The URL rendered (a path, with a query when the screen needs one). */
  url: string;
  /** The route pattern (src/services/paths.ts) whose requests get this page. */
  pattern: string;
  /** The file, under `prerendered/` in the build. */
  file: string;
}

/** The folder of the build that holds the pages and their rules. */
export const PRERENDERED_DIR = 'prerendered';
/** The rules, in that folder: `{ rules: [regular expression source, file or null][] }`, the first match wins. */
export const PRERENDERED_RULES = 'pages.json';

/** The serving rules: literal paths that a pattern would also match come first, with no page. */
export function pageRules(pages: PrerenderedPage[], notPrerendered: string[]): [string, string | null][] {
  return [...notPrerendered.map((path): [string, null] => [patternToRegExp(path), null]), ...pages.map(({ pattern, file }): [string, string] => [patternToRegExp(pattern), file])];
}

/** The page file (under `prerendered/`) for a request's pathname, or null for the app's index.html. */
export function pageFor(rules: [string, string | null][], pathname: string): string | null {
  for (const [source, file] of rules) if (new RegExp(source).test(pathname)) return file;
  return null;
}

export interface PrerenderOptions {
  pages: PrerenderedPage[];
  /** Paths the page patterns would match that are other screens (`/password/create/success`). */
  notPrerendered: string[];
  /** The module exporting `prerender(url): Promise<RenderedPage>`, from the project root. */
  entry: string;
  /** The screens' modules by route (build/preloadedRoutes.ts): the page modulepreloads its route's. */
  routeModules: RoutePreload[];
  /** The modules every page needs beyond the entry (build/preloadedRoutes.ts), modulepreloaded too. */
  bootModules: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of the chunks of `modules` (source paths from the root) and of all they import statically, per the Vite manifest. */
export function chunkFiles(manifest: Record<string, ManifestChunk>, modules: string[]): string[] {
  return staticClosure(manifest, modules).map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    return chunk.file;
  });
}

/** The screen modules for a page's pathname: the first route of `routeModules` that matches, as the route preloader picks. */
export function modulesFor(routeModules: RoutePreload[], pathname: string): string[] {
  return routeModules.find(({ pattern }) => new RegExp(patternToRegExp(pattern)).test(pathname))?.modules ?? [];
}

/** The modules a pre-rendered page starts with beyond the entry: the start-up steps, then its route's screen. */
export function pageModules(page: PrerenderedPage, routeModules: RoutePreload[], bootModules: string[]): string[] {
  return [...bootModules, ...modulesFor(routeModules, new URL(page.url, 'http://prerender.invalid').pathname)];
}

export function prerenderPlugin({ pages, notPrerendered, entry, routeModules, bootModules }: PrerenderOptions): Plugin {
  let root = '';
  let base = '/';
  let outDir = '';
  let mode = 'production';
  let clientBuild = false;
  // Only the app's own build (its bundle holds index.html): Storybook builds with this config too.
  let appBundle = false;
  const rules = pageRules(pages, notPrerendered);
  return {
    name: 'prerender',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      base = config.base;
      // Not the SSR build, nor a dev server (which calls closeBundle when it closes: the renderer's own).
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    writeBundle(_options, bundle) {
      appBundle = 'index.html' in bundle;
    },
    async closeBundle() {
      if (!clientBuild || !appBundle) return;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const stylesheets = Object.fromEntries(
        stylesheetsOf(template).map((href) => [href, readFileSync(join(outDir, href.slice(base.length)), 'utf8')]),
      );
      const server = await createServer({
        root,
        mode,
        logLevel: 'error',
        appType: 'custom',
        // Rendering only: no file watching, no client dependency optimisation.
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerender } = (await server.ssrLoadModule(entry)) as { prerender: (url: string) => Promise<RenderedPage> };
        mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const page of pages) {
          const routeChunks = chunkFiles(manifest, pageModules(page, routeModules, bootModules)).map((file) => `${base}${file}`);
          writeFileSync(join(outDir, PRERENDERED_DIR, page.file), pageHtml(template, await prerender(page.url), { stylesheets, routeChunks }));
        }
        writeFileSync(join(outDir, PRERENDERED_DIR, PRERENDERED_RULES), `${JSON.stringify({ rules }, null, 2)}\n`);
      } finally {
        await server.close();
      }
    },
    configurePreviewServer(server) {
      // Before Vite's static files and SPA fallback: a landing page's path gets its rendered copy.
      server.middlewares.use((req, _res, next) => {
        const [pathname = '/', query] = (req.url ?? '/').split('?');
        if (req.method === 'GET' || req.method === 'HEAD') {
          const file = pageFor(rules, pathname);
          if (file) req.url = `/${PRERENDERED_DIR}/${file}${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
  };
}
