/**
 * The one way a page that could not start tells the person, with no module of the app: the entry
 * module (or one it imports statically) fails to load, which fires `error` at its script element, or a
 * start-up step of src/app/main.tsx fails (it calls `__portalStartupFailed(chunk)`). A chunk that
 * failed reloads the page once, guarded per tab by the marker of src/services/chunkReload.ts (the same
 * rule as `mayReload`); within the guard, or for any other failure, `#root` (an empty page, or a
 * pre-rendered form that no app would ever check or send) gets the generic error page in plain HTML,
 * with the app's error page's texts: a way to try again and the link home. Inline in the head, before
 * the entry module, so it sees every failure (build/startupFallback.ts). A load that neither fails nor
 * ends (a stalled connection) gets a notice at the bottom after 15 seconds without the app, which
 * leaves with the first render of the app or the error page.
 */
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_MARKER } from '../../services/chunkReload.ts';
import { errorPageMessages as m, errorPageTitle, stalledMessage } from './messages.ts';
import { ERROR_PAGE_STYLE, HOME_LINK_STYLE, RETRY_STYLE, showNotice } from './notice.ts';

/** How long a load may go on without the app before the page says so. */
const STALLED_AFTER_MS = 15_000;

const element = <K extends keyof HTMLElementTagNameMap>(d: Document, tag: K, text: string, style: string): HTMLElementTagNameMap[K] => {
  const made = d.createElement(tag);
  made.textContent = text;
  made.style.cssText = style;
  return made;
};

/** The error page, in `#root`, instead of whatever it holds. */
function showError(w: Window, d: Document, chunk: boolean): void {
  const root = d.getElementById('root');
  if (!root) return;
  const page = element(d, 'div', '', ERROR_PAGE_STYLE);
  page.setAttribute('role', 'alert');
  const home = element(d, 'a', m.home, HOME_LINK_STYLE);
  home.href = '/';
  const retry = element(d, 'button', m.retry, RETRY_STYLE);
  retry.type = 'button';
  retry.addEventListener('click', () => w.location.reload());
  page.append(element(d, 'h1', m.title, 'font-size:28px;line-height:1.2;margin:0 0 16px'), element(d, 'p', chunk ? m.chunk : m.generic, 'margin:0 0 24px'), home, retry);
  root.removeAttribute('data-prerendered');
  root.textContent = '';
  root.appendChild(page);
  d.title = errorPageTitle;
}

export function startFallback(w: Window, d: Document): void {
  let done = false;
  const fail = (chunk: boolean) => {
    if (done) return;
    done = true;
    if (chunk) {
      try {
        const storage = w.sessionStorage;
        const now = Date.now();
        const elapsed = now - Number(storage.getItem(CHUNK_RELOAD_MARKER));
        // Marked, and the mark reads back (storage that takes nothing would reload forever).
        if (!(elapsed >= 0 && elapsed < CHUNK_RELOAD_GUARD_MS)) {
          storage.setItem(CHUNK_RELOAD_MARKER, String(now));
          if (storage.getItem(CHUNK_RELOAD_MARKER) === String(now)) return w.location.reload();
        }
      } catch {
        // No storage: no reload that could repeat, the error page instead.
      }
    }
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', () => showError(w, d, chunk));
    else showError(w, d, chunk);
  };
  w.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLScriptElement | null;
      if (target && target.nodeName === 'SCRIPT' && target.type === 'module') fail(true);
    },
    true,
  );
  w.__portalStartupFailed = fail;
  setTimeout(() => {
    const root = d.getElementById('root');
    const waiting = () => !done && !!root && (root.hasAttribute('data-prerendered') || !root.firstChild);
    if (!waiting()) return;
    const notice = showNotice(d, stalledMessage);
    new MutationObserver((_changes, observer) => {
      if (waiting()) return;
      observer.disconnect();
      notice.remove();
    }).observe(root as HTMLElement, { attributes: true, childList: true });
  }, STALLED_AFTER_MS);
}
