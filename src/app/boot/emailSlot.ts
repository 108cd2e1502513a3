/**
 * A password link's page says which account the password is for, and that e-mail is the link's own
 * (`?email=`, else the stored `email`), so the page is rendered with an empty slot in its place
 * (`EMAIL_SLOT`). This script follows `#root`: it runs as the parser reaches it, before the first
 * paint, and writes the e-mail into the slots as text (never as HTML). React's hydration keeps that
 * text (the slot has `suppressHydrationWarning`), and the app then renders the same e-mail there. Its
 * choice is PasswordForm's `resolveEmail` (build/prerenderPlugin.test.ts holds them equal): the query's
 * address, else the stored one, never a blank, masked or mangled one (not shaped as an address). With
 * none (a link without its e-mail, or mangled on its way), it marks the slots `data-unknown` instead,
 * and the page's CSS (PRERENDERED_CSS) hides the sentence and the form: the app will say it found no
 * e-mail, and a password typed there could not be sent. The page shows its title alone until then.
 */

/** The e-mail's slot in a password link's page (PasswordForm renders it empty, the e-mail unknown until it runs). */
export const EMAIL_SLOT = 'data-slot="email"';

/** `value` when it is shaped as an address and not masked ('c***@…'), else null. */
const address = (value: string | null): string | null => {
  const text = (value ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(text) && !text.includes('*') ? text : null;
};

const storedEmail = (): string | null => {
  try {
    return localStorage.getItem('email');
  } catch {
    return null;
  }
};

export function fillEmailSlots(d: Document): void {
  let email: string | null = null;
  try {
    email = address(new URLSearchParams(location.search).get('email')) ?? address(storedEmail());
  } catch {
    // An address that cannot be read is no address: the slots say so.
  }
  d.querySelectorAll(`#root [${EMAIL_SLOT}]`).forEach((slot) => {
    if (email) slot.textContent = email;
    else slot.setAttribute('data-unknown', '');
  });
}
