/**
 * Puts the start-up fallback (build/bootScript.ts, BOOT_FALLBACK_SCRIPT) inline in index.html, right
 * before the entry module, in the dev server and the build alike: a page whose scripts cannot load, or
 * whose start fails, says so instead of staying blank (or, pre-rendered, a form that ignores every tap).
 * The pre-rendered pages are made from the built index.html, so they carry it too.
 */
import type { Plugin } from 'vite';
import { BOOT_FALLBACK_SCRIPT } from './bootScript.ts';

/** index.html with the fallback inline before its first module script (a page without one is left as it is). */
export function withStartupFallback(html: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) return html;
  return `${html.slice(0, at)}<script data-startup-fallback>${BOOT_FALLBACK_SCRIPT}</script>\n    ${html.slice(at)}`;
}

export function startupFallbackPlugin(): Plugin {
  return {
    name: 'startup-fallback',
    transformIndexHtml: { order: 'post', handler: withStartupFallback },
  };
}
