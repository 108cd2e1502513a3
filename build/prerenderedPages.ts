import { EMAIL_STAND_IN } from './bootScript.ts';
import type { PrerenderedPage } from './prerenderPlugin.ts';

// The pages written as HTML at build time (build/prerenderPlugin.ts): the sign-up (and its variants), the
// sign-in and the password links, where people arrive from e-mails and partner sites on a cold cache.
// A password link's token only matters when the form is sent, so one page serves every token.
const token = 'prerendered';
const email = encodeURIComponent(EMAIL_STAND_IN);

export const prerenderedPages: PrerenderedPage[] = [
  { url: '/register', pattern: '/register', file: 'register.html' },
  ...['varejo', 'industria', 'pdv'].map((driver) => ({ url: `/register/${driver}`, pattern: `/register/${driver}`, file: `register-${driver}.html` })),
  { url: '/login', pattern: '/login', file: 'login.html' },
  { url: `/password/create/${token}?email=${email}`, pattern: '/password/create/:token', file: 'password-create.html' },
  { url: `/password/reset/${token}?email=${email}`, pattern: '/password/reset/:token', file: 'password-reset.html' },
];

/** Other screens whose paths those patterns match. */
export const notPrerendered = ['/password/create/success'];
