// Keys typed while React hydrates a pre-rendered page, kept from React until the app has the page
// (src/app/typedBeforeApp.ts records them; the hand-over gives them to the app).

/**
 * The key and text events on which React, meeting them on a page it has begun to hydrate, hydrates all
 * of it at once, in that event's task (react-dom's `discreteReplayableEvents`, less the pointer's and
 * the clipboard's, which are one-off acts the app must answer as they come).
 */
const KEY_AND_TEXT_EVENTS = ['keydown', 'keypress', 'keyup', 'input', 'textInput', 'compositionstart', 'compositionend', 'change'];

/**
 * Keeps the person's key and text events on the page in `container` from React until the returned
 * function is called (the app has hydrated the page). React would answer the first of them by
 * hydrating the whole page in that key's task, one long task (`npm run bench:profile -- --type` shows
 * it), instead of in slices between keys. The browser still puts each key in its
 * field, as on any page. Held on the document, capturing: before React's listeners on the container,
 * and on the same node as the page's own script's (src/app/boot/startApp.ts) and the typing's record,
 * which stopping the event there does not keep from them.
 */
export function keepKeysFromReact(container: HTMLElement): () => void {
  const keep = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) event.stopPropagation();
  };
  for (const type of KEY_AND_TEXT_EVENTS) document.addEventListener(type, keep, true);
  return () => {
    for (const type of KEY_AND_TEXT_EVENTS) document.removeEventListener(type, keep, true);
  };
}
