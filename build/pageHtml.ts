/**
 * A pre-rendered page's HTML: index.html with the screen's markup and CSS in it and the start script
 * instead of the entry's module script (build/prerenderPlugin.ts writes it, build/bootScript.ts holds
 * its scripts).
 */
import { BOOT_APP_SCRIPT, BOOT_EMAIL_SCRIPT, BOOT_MASK_SCRIPT, EMAIL_SLOT, PRERENDERED_CSS } from './bootScript.ts';
import type { RenderedPage } from '../src/app/renderPage.tsx';

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
/** A field the design system masks (CpfField, PhoneField): its input says which mask. */
const MASKED_FIELD = 'data-mask="';
/** The id of the empty element after the start script, which the page's first render waits for. */
const STARTED_ID = 'started';

/** The stylesheet hrefs of index.html. */
export const stylesheetsOf = (template: string): string[] => [...template.matchAll(STYLESHEET)].map((match) => match[1] ?? '');

/**
 * index.html made the page: its title; the CSS of the markup and the app's stylesheets inline (no
 * render-blocking request), with the rules that float a typed field's label before the app runs; the
 * markup in `#root`, followed by the e-mail script when it has the e-mail's slot; and
 * (after the mask script when it has a masked field) instead of the entry's module script and modulepreloads (and the route preloader), the start
 * script, which requests them after the first paint, and which the first paint waits for. Throws when
 * the template lacks a part.
 */
export function pageHtml(template: string, page: RenderedPage, assets: PageAssets): string {
  for (const part of ['<title>', '</head>', '<div id="root"></div>', '</body>']) if (!template.includes(part)) throw new Error(`prerender: index.html has no ${part}`);
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (entries.length !== 1) throw new Error(`prerender: index.html has ${entries.length} module scripts, not one`);
  const preload = [...new Set([...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...assets.routeChunks])];
  // The e-mail's slot (a password link's page) is filled by a script right after the markup, outside
  // what React hydrates; the start script, at the end of the body, puts back what was typed before a
  // reload. The page is not drawn before both have run: the parser can yield, and the browser paint,
  // before it gets there (the e-mail written into a drawn line then moved the text after it; restored
  // fields would show empty for a frame). `rel=expect` holds the first render until the parser has
  // finished an element: not a script, whose end tag is parsed before it runs (a paint landed in between,
  // on a loaded machine: a layout shift of 0.056 on /password/reset), but an empty template after the
  // last one, parsed once it has run. The whole page is one small response (9 kB in brotli), so the hold
  // waits for the parse, not for the network.
  const emailScript = page.html.includes(EMAIL_SLOT) ? `<script>${BOOT_EMAIL_SCRIPT}</script>` : '';
  // A page with a masked field masks it as typed, before the start script marks and keeps what is typed.
  const maskScript = page.html.includes(MASKED_FIELD) ? `<script data-early-masks>${BOOT_MASK_SCRIPT}</script>` : '';
  const holdRender = `<link rel="expect" href="#${STARTED_ID}" blocking="render">`;
  const start = `${maskScript}<script data-app="${escapeAttribute(entries[0] ?? '')}" data-preload="${escapeAttribute(preload.join(' '))}">${BOOT_APP_SCRIPT}</script><template id="${STARTED_ID}"></template>`;
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
    .replace('</head>', () => `    ${holdRender}\n  </head>`)
    .replace('</head>', () => `    ${page.styles}\n  </head>`)
    .replace('</head>', () => `    <style>${PRERENDERED_CSS}</style>\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="">${page.html}</div>${emailScript}`)
    .replace('</body>', () => `    ${start}\n  </body>`);
}
