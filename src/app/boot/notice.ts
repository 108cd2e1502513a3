// The look of what the page's own scripts draw before the app (and its theme) runs: the theme's brand
// colour (`semantic.brand`) and text colour (`semantic.text`) and the body's type, written out whole
// (notice.test.ts holds them equal to the theme's tokens): a token object would add its every colour
// to each page's inline script, and a text repeated as it is costs next to nothing in a compressed page.

/** A status line at the bottom of the screen (a held submit, a stalled load). */
export const NOTICE_STYLE = 'position:fixed;left:0;right:0;bottom:0;margin:0;padding:12px 16px;background:#0b2656;color:#fff;font:16px/1.5 Roboto,Arial,sans-serif';
/** The fallback's error page. */
export const ERROR_PAGE_STYLE = 'max-width:560px;margin:0 auto;padding:32px 16px;font:16px/1.5 Roboto,Arial,sans-serif;color:#1b1f24';
/** Its link home, a filled button. */
export const HOME_LINK_STYLE = 'display:inline-block;padding:10px 16px;margin:0 16px 16px 0;background:#0b2656;color:#fff;border-radius:4px;text-decoration:none';
/** Its way to try again, an outlined button. */
export const RETRY_STYLE = 'padding:10px 16px;font:inherit;color:#0b2656;background:#fff;border:1px solid #0b2656;border-radius:4px';

/** A status line at the bottom of the screen, in `d`: `role=status`, announced. */
export function showNotice(d: Document, text: string, id?: string): HTMLParagraphElement {
  const notice = d.createElement('p');
  if (id) notice.id = id;
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  notice.style.cssText = NOTICE_STYLE;
  d.body.appendChild(notice);
  return notice;
}
