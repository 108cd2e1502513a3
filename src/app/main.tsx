import { startTransition, StrictMode } from 'react';
import { keepTokensOutOfTagsView, takePersonalDataFromAddress } from '../services/addressPrivacy';
import { loadTagManager } from '../services/analytics/tagManager';
import { config } from '../services/config';
import { loadFonts } from '../services/fonts';
import { whenIdle } from '../services/whenIdle';
import { isTokenPath } from '../services/paths';
import { reportStartupFailure } from './startupFailure';
import { renderLikeTheServer } from '../services/useHydrated';
import { isPrerendered, recordTyping, takeOver } from './prerenderedPage';

// What a link says about a person leaves the address before anything reads it: the router, and a tag.
takePersonalDataFromAddress();
// A password link's or an e-mail confirmation's address holds its token: no third-party script loads
// there, and where one runs, the app reaches such an address only through a new page load.
if (config.gtmId && !isTokenPath(window.location.pathname)) {
  keepTokensOutOfTagsView();
  loadTagManager(config.gtmId);
}

/** Lets the browser handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in steps, each in a task of its own with the main thread free in between: MUI's
 * style engine, then the theme and MUI's components (App), then the routes and the router (with the
 * screen's chunks), then react-dom, each module graph run when its step imports it (the pages preload
 * them all, so no step waits for the network). Run at once, they are one long task on a 4× slower
 * CPU, during which no tap or key could be handled.
 *
 * A pre-rendered page (build/prerenderPlugin.ts) is already on screen, and already usable as HTML: a
 * person can type and tick. Once the screen's chunks are here, React hydrates it (a transition,
 * rendered in slices) instead of rendering it again: the DOM stays, with what was typed, which
 * `takeOver` then hands to the app (src/app/prerenderedPage.ts). A step that fails (its chunk could
 * not be loaded, or it threw) goes to the page's start-up fallback: one reload for a chunk, then the
 * error page (src/app/startupFailure.ts).
 */
async function start(container: HTMLElement): Promise<void> {
  const prerendered = isPrerendered(container);
  // What the person types from now until the app takes over the page.
  const typing = prerendered ? recordTyping(container) : undefined;
  await import('./styleEngine');
  await nextTask();
  const { App } = await import('./App');
  await nextTask();
  const { createAppRouter } = await import('./router');
  await nextTask();
  const router = await createAppRouter(prerendered);
  await nextTask();
  // react-dom last: on a slow link its chunk, the largest, arrives last (the link is shared between the
  // downloads), and the steps above run while it is still on its way.
  const { createRoot, hydrateRoot } = await import('./reactDomClient');
  // Roboto once the app's code is all here (its files no longer share a slow link with it), and on a
  // pre-rendered page once the page is the app's: the page is laid out again in Roboto (a whole-page
  // layout), which would otherwise stand between the code and a form that works.
  const onFirstCommit = typing
    ? () => {
        takeOver(container, typing);
        setTimeout(() => void loadFonts(), 0);
      }
    : undefined;
  if (!typing) void loadFonts();
  const app = (
    <StrictMode>
      <App router={router} onFirstCommit={onFirstCommit} />
    </StrictMode>
  );
  if (prerendered) {
    renderLikeTheServer();
    startTransition(() => void hydrateRoot(container, app));
  }
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (container) start(container).catch((error: unknown) => reportStartupFailure(error));

// Metrics load once the page has loaded and is idle, off the first paint: web-vitals reads
// buffered entries, so nothing is missed.
const reportWebVitals = () =>
  whenIdle(() => {
    import('../services/analytics/webVitals')
      .then((module) => module.reportWebVitals())
      .catch(() => undefined);
  });
if (document.readyState === 'complete') reportWebVitals();
else window.addEventListener('load', reportWebVitals, { once: true });
