/**
 * URL checks for every place the portal sends a person on: same-origin paths, or absolute
 * http(s) URLs on an allowlisted origin. Parsing is the WHATWG URL parser's (the browser's own),
 * so what is checked is what the browser would follow. Nothing here throws.
 */

/** Where the portal may send someone: a path inside the app, or a URL on an allowlisted origin. */
export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

// Whitespace, C0/C1 controls and backslashes are refused outright: the URL parser strips or
// rewrites them ("/\evil.example", "/\t/evil.example", " //evil.example"), which is how
// same-origin checks are usually fooled.
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\' || /\s/u.test(char)) return true;
  }
  return false;
}
const HTTP_PROTOCOLS = new Set(['http:', 'https:']);
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A stored value may be the bare string or JSON-quoted; anything else is no value. */
export function unquoteStored(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (!raw.startsWith('"')) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' && parsed !== '' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * `value` as a path of this app (`/a/b?c#d`), or null unless it is one: it must start with a
 * single `/`, and resolve to the same origin (so `//host`, `/\host`, `javascript:` are refused).
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || hasUnsafeCharacter(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const url = parse(value, PLACEHOLDER_ORIGIN);
  if (!url || url.origin !== PLACEHOLDER_ORIGIN) return null;
  // Dot segments collapse while parsing: `/.//evil.example` becomes `//evil.example`, which a
  // browser would read as another host. The normalised path must pass the same test.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `value` parsed as an absolute http(s) URL without userinfo or unsafe characters, else null. */
export function parseAbsoluteHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || hasUnsafeCharacter(value)) return null;
  const url = parse(value);
  if (!url || !HTTP_PROTOCOLS.has(url.protocol) || url.username !== '' || url.password !== '') return null;
  return url;
}

/** The URL to follow when `value` is an absolute http(s) URL on one of `allowedOrigins`, else null. */
export function allowedExternalUrl(value: unknown, allowedOrigins: readonly string[]): string | null {
  const url = parseAbsoluteHttpUrl(value);
  return url && allowedOrigins.includes(url.origin) ? url.href : null;
}

/** Where `value` may take someone: a same-origin path, an allowlisted URL, or nowhere (null). */
export function resolveRedirectTarget(value: unknown, allowedOrigins: readonly string[]): RedirectTarget | null {
  const path = safeInternalPath(value);
  if (path !== null) return { kind: 'internal', path };
  const url = allowedExternalUrl(value, allowedOrigins);
  return url === null ? null : { kind: 'external', url };
}

/**
 * The allowlist from configuration: a comma-separated string or a list. Each entry must be a
 * bare http(s) origin (`https://parceiro.exemplo.com.br`, a trailing `/` tolerated); anything
 * else is dropped, so a typo narrows the list instead of opening it.
 */
export function parseAllowedOrigins(input: unknown): string[] {
  const entries = typeof input === 'string' ? input.split(',') : Array.isArray(input) ? input : [];
  const origins: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const url = parseAbsoluteHttpUrl(entry.trim());
    if (!url || url.pathname !== '/' || url.search !== '' || url.hash !== '') continue;
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}
