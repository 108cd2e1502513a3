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
import { BOOT_APP_SCRIPT, BOOT_EMAIL_SCRIPT, EMAIL_SLOT, PRERENDERED_CSS } from './bootScript.ts';
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

/** What the page needs from the build beyond index.html. */
export interface PageAssets {
  /** The text of each stylesheet index.html links, by its href: the page holds it inline. */
  stylesheets: Record<string, string>;
  /** The URLs of the screen's chunks (and what they import), to modulepreload with the entry's. */
  routeChunks: string[];
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;
const ROUTE_PRELOAD = /\s*<script src="[^"]*route-preload[^"]*"[^>]*><\/script>/g;

/** The stylesheet hrefs of index.html. */
export const stylesheetsOf = (template: string): string[] => [...template.matchAll(STYLESHEET)].map((match) => match[1] ?? '');

/**
 * index.html made the page: its title; the CSS of the markup and the app's stylesheets inline (no
 * render-blocking request), with the rules that float a typed field's label before the app runs; the
 * markup in `#root`, followed by the e-mail script when it has the e-mail's slot; and
 * instead of the entry's module script and modulepreloads (and the route preloader), the start
 * script, which requests them after the first paint. Throws when the template lacks a part.
 */
export function pageHtml(template: string, page: RenderedPage, assets: PageAssets): string {
  for (const part of ['<title>', '</head>', '<div id="root"></div>', '</body>']) if (!template.includes(part)) throw new Error(`prerender: index.html has no ${part}`);
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length !== 1) throw new Error(`prerender: index.html has ${entries.length} module scripts, not one`);
  const preload = [...new Set([...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...assets.routeChunks])];
  // The e-mail's slot (a password link's page) is filled by a script right after the markup, outside
  // what React hydrates.
  const emailScript = page.html.includes(EMAIL_SLOT) ? `<script>${BOOT_EMAIL_SCRIPT}</script>` : '';
  const start = `<script data-app="${escapeAttribute(entries[0] ?? '')}" data-preload="${escapeAttribute(preload.join(' '))}">${BOOT_APP_SCRIPT}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ROUTE_PRELOAD, '')
    .replace(STYLESHEET, (_link, href: string) => {
      const css = assets.stylesheets[href];
      if (css === undefined || css.includes('</')) throw new Error(`prerender: cannot inline ${href}`);
      // The disabled link is neither fetched nor applied; it tells Vite's preload helper that this CSS
      // is on the page, so that a lazy chunk listing it does not fetch it again (and wait for it).
      return `<style>${css}</style><link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`;
    })
    .replace('</head>', () => `    ${page.styles}\n  </head>`)
    .replace('</head>', () => `    <style>${PRERENDERED_CSS}</style>\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${page.html}</div>${emailScript}`)
    .replace('</body>', () => `    ${start}\n  </body>`);
}

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
          const modules = [...bootModules, ...modulesFor(routeModules, new URL(page.url, 'http://prerender.invalid').pathname)];
          const routeChunks = chunkFiles(manifest, modules).map((file) => `${base}${file}`);
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
