import { hydrateRoot } from 'react-dom/client';
import { Gallery } from './Gallery';

declare global {
  interface Window {
    /** What hydration reported: recoverable errors (a mismatch), and whether it has committed. */
    hydration: { recoverable: string[]; done: boolean };
  }
}

window.hydration = { recoverable: [], done: false };
const onMounted = () => {
  window.hydration.done = true;
};
const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root');
hydrateRoot(root, <Gallery onMounted={onMounted} />, {
  onRecoverableError: (error) => window.hydration.recoverable.push(String(error)),
});
