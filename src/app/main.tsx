import '../components/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { loadTagManager } from './analytics/tagManager';
import { App } from './App';
import { config } from './config';
import { whenIdle } from './idle';
import { isPasswordTokenPath } from './paths';
import { routes } from './routes';
import { isPrerendered, loadMatchedRoutes, release } from './takeOver';

// A password link's URL holds its token: no third-party script loads before the password is set.
if (config.gtmId && !isPasswordTokenPath(window.location.pathname)) loadTagManager(config.gtmId);

/**
 * One router for the page's life. Without a pre-rendered page it starts at once (fetching the first
 * screen's chunk while React renders a spinner). A pre-rendered page (vite/prerender.ts) is already
 * on screen: it stays, inert, until the screen's chunks are here, and the first render replaces it
 * with the same screen, now working.
 */
async function start(container: HTMLElement): Promise<void> {
  const prerendered = isPrerendered(container);
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname).catch(() => undefined);
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App router={router} onFirstCommit={prerendered ? () => release(container) : undefined} />
    </StrictMode>
  );
  // Over a pre-rendered page, nothing is waiting on this render: as a transition, React renders in
  // slices that leave the main thread free between them, rather than one long task.
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
}

const container = document.getElementById('root');
if (container) void start(container);

// Metrics load once the page has loaded and is idle, off the first paint: web-vitals reads
// buffered entries, so nothing is missed.
const reportWebVitals = () =>
  whenIdle(() => {
    import('./analytics/webVitals')
      .then((module) => module.reportWebVitals())
      .catch(() => undefined);
  });
if (document.readyState === 'complete') reportWebVitals();
else window.addEventListener('load', reportWebVitals, { once: true });
