/** react-dom's client as a chunk of its own: src/app/main.tsx runs it in a task of its own, first. */
export { createRoot, hydrateRoot } from 'react-dom/client';
