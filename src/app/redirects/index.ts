export { afterConfirmationRedirectTo, afterLoginDestination, readStoredRedirect } from './redirects';
export { resolveRedirectTarget } from './urls';
export type { RedirectTarget } from './urls';
