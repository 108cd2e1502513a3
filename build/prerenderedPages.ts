import { routeEntries, type RouteEntry } from '../src/services/routeManifest.ts';
import type { PrerenderedPage } from './prerenderPlugin.ts';
import { patternToRegExp } from './routePreload.ts';

// The pages written as HTML at build time (build/prerenderPlugin.ts): the routes the manifest marks
// `prerender` (src/services/routeManifest.ts). A parameter the entry lists (the sign-up's driver) gets a
// page per value; any other (a password link's token, which only matters when the form is sent) one page
// for every value, rendered with this one; its e-mail (the query's or the stored one) fills the page's
// slot (build/bootScript.ts).
const token = 'prerendered';

/** A page's file: the path's segments joined by `-` (`/register/varejo` → `register-varejo.html`). */
const fileOf = (path: string) => `${path.split('/').filter(Boolean).join('-')}.html`;

/** The pages of an entry (whose pattern has at most one parameter, as src/services/paths.ts requires). */
function pagesOf({ pattern, prerender }: RouteEntry): PrerenderedPage[] {
  const param = /:(\w+)/.exec(pattern);
  if (!param) return [{ url: pattern, pattern, file: fileOf(pattern) }];
  const values = prerender === true ? undefined : prerender?.each[param[1] ?? ''];
  if (!values) return [{ url: pattern.replace(param[0], token), pattern, file: fileOf(pattern.replace(param[0], '')) }];
  return values.map((value) => pattern.replace(param[0], value)).map((path) => ({ url: path, pattern: path, file: fileOf(path) }));
}

export const prerenderedPages: PrerenderedPage[] = routeEntries.flatMap(([, entry]) => (entry.prerender ? pagesOf(entry) : []));

/** Other routes whose paths those pages' patterns match (`/password/create/success`): left to the app. */
export const notPrerendered = routeEntries
  .map(([, { pattern }]) => pattern)
  .filter((pattern) => !pattern.includes(':') && !prerenderedPages.some((page) => page.pattern === pattern))
  .filter((pattern) => prerenderedPages.some((page) => new RegExp(patternToRegExp(page.pattern)).test(pattern)));
