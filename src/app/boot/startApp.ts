/**
 * The app's start on a pre-rendered page. The page paints from its HTML, so the app's JavaScript is
 * not requested until that first paint is done: the HTML and fonts have the network to themselves
 * first. At the end of the body, it waits for the browser to report the first contentful paint (or
 * one second, whichever comes first), then adds the modulepreloads of the page's chunks (`data-preload`,
 * space-separated), four links a task: inserting some forty at once is one long task on a slow
 * phone's CPU. The entry module (`data-app`) is added once that has begun and the parse has
 * ended (`DOMContentLoaded`: `/config.js`, deferred, has run, as the app expects). The downloads do not
 * wait for `/config.js`: on slow 4G that would add a whole round trip before them. A hidden tab
 * paints nothing: there the downloads start at once.
 *
 * Until the app has hydrated the page (`#root` loses `data-prerendered`), the page works as HTML: a
 * person can focus, type and tick (a masked field shows its mask as typed: earlyMasks.ts). Each field
 * typed into gets `data-typed` while it holds a value (its label floats, by PRERENDERED_CSS, and comes
 * down when the field is emptied, as the app's does); what is typed is kept for a reload
 * (keptTyping.ts), and a submit is held for the app (heldSubmit.ts).
 */
import { holdSubmits } from './heldSubmit.ts';
import { keepTyping, restoreTyping } from './keptTyping.ts';

/** The modulepreloads added in one task. */
const PRELOADS_A_TASK = 4;
/** The longest the downloads wait for the first paint to be reported. */
const PAINT_WAIT_MS = 1000;

/** Requests the page's chunks and then its entry module (`script`'s `data-preload` and `data-app`). */
function loadApp(d: Document, script: Element | null): void {
  const chunks = (script?.getAttribute('data-preload') ?? '').split(' ');
  let observer: PerformanceObserver | undefined;
  let started = false;
  let parsed = false;
  let ran = false;
  const preload = () => {
    const links = d.createDocumentFragment();
    for (const url of chunks.splice(0, PRELOADS_A_TASK)) {
      if (!url) continue;
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      links.appendChild(link);
    }
    d.head.appendChild(links);
    if (chunks.length) setTimeout(preload, 0);
  };
  const run = () => {
    if (ran || !started || !parsed) return;
    ran = true;
    const entry = d.createElement('script');
    entry.type = 'module';
    entry.src = script?.getAttribute('data-app') ?? '';
    d.head.appendChild(entry);
  };
  const go = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    run();
    preload();
  };
  d.addEventListener('DOMContentLoaded', () => {
    parsed = true;
    run();
  });
  if (d.visibilityState === 'hidden') return go();
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(go, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timeout starts the downloads.
  }
  setTimeout(go, PAINT_WAIT_MS);
}

/** Starts the pre-rendered page in `d`, run by its start script (`d.currentScript`). */
export function startApp(d: Document): void {
  const script = d.currentScript;
  const root = d.getElementById('root');
  const early = () => !!root && root.hasAttribute('data-prerendered');
  const path = location.pathname;
  restoreTyping(root, path);
  d.addEventListener(
    'input',
    (event) => {
      const field = event.target as HTMLInputElement | null;
      if (!early() || !field?.setAttribute) return;
      if (field.value === '') field.removeAttribute('data-typed');
      else field.setAttribute('data-typed', '');
      keepTyping(root, path);
    },
    true,
  );
  holdSubmits(d, early);
  loadApp(d, script);
}
