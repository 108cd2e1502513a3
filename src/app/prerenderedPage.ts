import { onPartHydrated, pendingParts } from '../services/laterParts';
import { sessionStore } from '../services/storage';
import { handOver, TYPED_BEFORE_APP_KEY, type Typing } from './typedBeforeApp';

export { changedFields, recordTyping, type Typing, type TypedValues } from './typedBeforeApp';

/** Whether `container` holds a pre-rendered page (build/prerenderPlugin.ts) that the app is to hydrate. */
export const isPrerendered = (container: Element): boolean => container.hasAttribute('data-prerendered');

declare global {
  interface Window {
    /** A form submitted before the app ran (src/app/boot/heldSubmit.ts held it). */
    __portalPendingSubmit?: HTMLFormElement;
  }
}

/**
 * The page is the app's: the page's script stops holding submits, and the one it held is sent, now by
 * the app. What the script kept of the typing for a reload is forgotten: the form's draft has it now.
 */
function finish(container: HTMLElement, typing: Typing): void {
  container.removeAttribute('data-prerendered');
  sessionStore.remove(TYPED_BEFORE_APP_KEY);
  typing.stop();
  for (const element of container.querySelectorAll('[data-typed]')) element.removeAttribute('data-typed');
  const pending = window.__portalPendingSubmit;
  delete window.__portalPendingSubmit;
  // After the replayed changes have rendered.
  setTimeout(() => {
    document.getElementById('pending-submit')?.remove();
    if (pending?.isConnected) pending.requestSubmit();
  }, 0);
}

const takingOver = new WeakSet<Element>();

/**
 * Called once the app has hydrated the pre-rendered page in `container` (src/app/App.tsx, after every
 * screen's own first-render work, such as applying a draft): the page becomes the app's. What the
 * person typed before is handed to the app (`handOver`); the fields of a part React hydrates later
 * (src/forms/HydratesLater.tsx) get theirs once that part has hydrated. Until every part has, the page
 * keeps its mark: the page's script still holds a submit (the app does not have every value typed
 * yet), and its styles still float a typed field's label. Then a submit it held is sent, by the app.
 */
export function takeOver(container: HTMLElement, typing: Typing): void {
  typing.hydrated();
  if (!isPrerendered(container) || takingOver.has(container)) return;
  takingOver.add(container);
  const later = pendingParts(container);
  handOver(container, typing, (element) => !later.some((part) => part.contains(element)));
  if (later.length === 0) {
    finish(container, typing);
    return;
  }
  const done = () => {
    if (pendingParts(container).length > 0) return;
    stopListening();
    observer.disconnect();
    finish(container, typing);
  };
  const stopListening = onPartHydrated((part) => {
    if (container.contains(part)) handOver(container, typing, (element) => part.contains(element));
    done();
  });
  // A part gone before it hydrated (another screen): nothing of it to wait for.
  const observer = new MutationObserver(done);
  observer.observe(container, { childList: true, subtree: true });
}
