import { useLocation } from 'react-router-dom';
import { isTokenPath } from './paths';
import { sessionStore } from './storage';

/**
 * A page's address is read by every script on it (a tag manager's page view, a history-change tag),
 * kept in the history, in bookmarks, and sent as the Referer of the page's own requests. So what a link
 * tells the portal about a person (a sign-up's `prefill[…]`, a sign-in's `?identifier=`, a password link's
 * `?email=`) leaves the address as the page starts, before any third-party script: the app reads it from
 * here instead, on the history entry the person arrived on, as it read it from the address before.
 */

/** The sessionStorage key of what was taken from the address, for a reload of the same page. */
export const ADDRESS_DATA_KEY = 'address_data';

const PERSONAL_PARAMS = new Set(['identifier', 'email', 'cpf', 'identity', 'phoneNumber', 'login_hint']);

/** Whether a query parameter (its decoded name) may carry a person's data. */
export function isPersonalParam(name: string): boolean {
  return name.startsWith('prefill[') || PERSONAL_PARAMS.has(name);
}

interface Taken {
  /** The path the data arrived with. */
  path: string;
  /** The raw `key=value` pairs taken, joined by `&`, exactly as the link had them. */
  query: string;
}

let taken: Taken | null = null;

function decodedName(pair: string): string | null {
  const separator = pair.indexOf('=');
  try {
    return decodeURIComponent((separator === -1 ? pair : pair.slice(0, separator)).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function isTaken(value: unknown): value is Taken {
  return typeof value === 'object' && value !== null && typeof (value as Taken).path === 'string' && typeof (value as Taken).query === 'string';
}

/**
 * Takes every personal parameter out of the current address (a name that cannot be decoded goes too:
 * nothing can tell what it holds), keeping the others, the hash and the history entry's state, and keeps
 * what it took for the app. On an address with nothing personal, a reload of the page the data arrived on
 * gets it back from this tab's sessionStorage; any other page forgets it. Call it before any third-party
 * script starts and before the router reads the address. Never throws.
 */
export function takePersonalDataFromAddress(win: Window = window): void {
  try {
    const { pathname, search, hash } = win.location;
    const pairs = search.replace(/^\?/, '').split('&').filter((pair) => pair !== '');
    const personal = pairs.filter((pair) => {
      const name = decodedName(pair);
      return name === null || isPersonalParam(name);
    });
    if (personal.length > 0) {
      const kept = pairs.filter((pair) => !personal.includes(pair));
      win.history.replaceState(win.history.state, '', `${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`);
      taken = { path: pathname, query: personal.join('&') };
      sessionStore.setJson(ADDRESS_DATA_KEY, taken);
      return;
    }
    const stored = sessionStore.getJson(ADDRESS_DATA_KEY);
    if (isTaken(stored) && stored.path === pathname) taken = stored;
    else sessionStore.remove(ADDRESS_DATA_KEY);
  } catch {
    // A browser that refuses the history call keeps its address: the app still reads it from there.
  }
}

/**
 * The query string as the link had it (`?…`, or `''`): the address's own, plus what was taken from it
 * when `location` is the history entry the person arrived on (react-router's key `default`).
 */
export function addressSearch(location: { pathname: string; search: string; key: string }): string {
  const own = location.search.replace(/^\?/, '');
  const extra = taken !== null && location.key === 'default' && location.pathname === taken.path ? taken.query : '';
  const query = [own, extra].filter((part) => part !== '').join('&');
  return query === '' ? '' : `?${query}`;
}

/** The current route's query string as the link had it (see `addressSearch`). */
export function useAddressSearch(): string {
  return addressSearch(useLocation());
}

/**
 * Forgets what was taken from the address: at sign-out (nothing of a person stays for the next one on a
 * shared computer). `inMemoryOnly` is for tests standing in for a new page.
 */
export function forgetAddressData({ inMemoryOnly = false }: { inMemoryOnly?: boolean } = {}): void {
  taken = null;
  if (!inMemoryOnly) sessionStore.remove(ADDRESS_DATA_KEY);
}

/**
 * Installed as a tag manager starts in the page: from then on, a move inside the app to an address that
 * holds a token (a password link, an e-mail confirmation) becomes a new page load instead of a history
 * entry, so a history-change tag never sees the token, and the new page starts without the tag manager,
 * under the password-link rule. `load` is how a new page is loaded (the browser's `location` by default).
 * Returns a function that puts history's own methods back.
 */
export function keepTokensOutOfTagsView(load: Pick<Location, 'assign' | 'replace'> = window.location): () => void {
  const { history } = window;
  const { pushState, replaceState } = history;
  const guarded = (original: History['pushState'], reload: (url: string) => void): History['pushState'] =>
    function (this: History, data, unused, url) {
      if (url != null) {
        const target = new URL(url, window.location.href);
        if (target.origin === window.location.origin && isTokenPath(target.pathname)) return reload(`${target.pathname}${target.search}${target.hash}`);
      }
      original.call(this, data, unused, url);
    };
  history.pushState = guarded(pushState, (url) => load.assign(url));
  history.replaceState = guarded(replaceState, (url) => load.replace(url));
  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
  };
}
