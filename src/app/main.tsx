import '../components/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTagManager } from './analytics/tagManager';
import { App } from './App';
import { config } from './config';
import { whenIdle } from './idle';
import { isPasswordTokenPath } from './paths';

// A password link's URL holds its token: no third-party script loads before the password is set.
if (config.gtmId && !isPasswordTokenPath(window.location.pathname)) loadTagManager(config.gtmId);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

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
