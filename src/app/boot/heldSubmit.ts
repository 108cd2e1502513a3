/**
 * A submit made before the app has hydrated the page (a click on the button, Enter in a field) is held,
 * never sent as a plain HTML form (it would put the password in a URL): the form is kept in
 * `__portalPendingSubmit` and a notice outside `#root` says it will be sent; the app sends it once it
 * runs (src/app/prerenderedPage.ts). The held submit goes no further than the document: React listens
 * on `#root` from the moment it starts hydrating, and would otherwise send it too, before the app has
 * every value typed.
 */
import { pendingSubmitMessage } from './messages.ts';
import { showNotice } from './notice.ts';

/** The notice's id: one notice, however many submits. */
const NOTICE_ID = 'pending-submit';

export function holdSubmits(d: Document, early: () => boolean): void {
  d.addEventListener(
    'submit',
    (event) => {
      if (!early()) return;
      event.preventDefault();
      event.stopPropagation();
      window.__portalPendingSubmit = event.target as HTMLFormElement;
      if (!d.getElementById(NOTICE_ID)) showNotice(d, pendingSubmitMessage, NOTICE_ID);
    },
    true,
  );
}
