import type { PrerenderedPage } from './prerenderPlugin.ts';

// The pages written as HTML at build time (build/prerenderPlugin.ts): the sign-up (and its variants), the
// sign-in and the password links, where people arrive from e-mails and partner sites on a cold cache.
// A password link's token only matters when the form is sent, so one page serves every token; its
// e-mail (the query's or the stored one) fills the page's slot (build/bootScript.ts).
const token = 'prerendered';

export const prerenderedPages: PrerenderedPage[] = [
  { url: '/register', pattern: '/register', file: 'register.html' },
  ...['varejo', 'industria', 'pdv'].map((driver) => ({ url: `/register/${driver}`, pattern: `/register/${driver}`, file: `register-${driver}.html` })),
  { url: '/login', pattern: '/login', file: 'login.html' },
  { url: `/password/create/${token}`, pattern: '/password/create/:token', file: 'password-create.html' },
  { url: `/password/reset/${token}`, pattern: '/password/reset/:token', file: 'password-reset.html' },
];

/** Other screens whose paths those patterns match. */
export const notPrerendered = ['/password/create/success'];
