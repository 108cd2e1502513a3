/**
 * What nginx's access log holds of a request's path (deploy/nginx.conf's `portal` format reads
 * `$portal_log_path`): the path as the client sent it, without its query, where a link may carry a
 * CPF, an e-mail, a name or a phone (a prefilled sign-up, `/login?identifier=`, a password link's
 * `?email=`), and with a route parameter that is a secret (a password or e-mail link's token) as
 * `[token]`. Made from the route table (src/services/paths.ts): every parameter but a public one is
 * masked, so a route added with a token is masked without another change.
 */
import { routePatterns } from '../src/services/paths.ts';

/** Parameters that name a public thing (a sign-up variant), logged as they are. */
const PUBLIC_PARAMS = new Set(['driver']);

const isSecret = (segment: string) => segment.startsWith(':') && !PUBLIC_PARAMS.has(segment.slice(1));
const escaped = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A static segment as the router matches it (nginx's `~*` ignores case); any value for a parameter. */
const segmentRegex = (segment: string) => (segment.startsWith(':') ? '[^/?]+' : escaped(segment));

export interface LoggedPathRule {
  comment: string;
  regex: string;
  value: string;
}

/** A route with a secret parameter: what comes before it is kept, the parameter and the rest are `[name]`. */
function maskRule(pattern: string): LoggedPathRule {
  const segments = pattern.split('/').slice(1);
  const secret = segments.findIndex(isSecret);
  const before = segments.slice(0, secret).map(segmentRegex);
  return {
    comment: pattern,
    regex: `^(?<portal_log_prefix>/+${before.map((segment) => `${segment}/+`).join('')})[^/?]`,
    value: `"\${portal_log_prefix}[${segments[secret]?.slice(1)}]"`,
  };
}

/** A route without parameters that a masked pattern also matches (`/password/create/success`): a screen, kept. */
function keepRule(path: string): LoggedPathRule {
  const regex = path.split('/').slice(1).map(segmentRegex).join('/+');
  return { comment: `${path}: a screen, though a masked pattern matches it`, regex: `^(?<portal_log_keep>/+${regex}/*)(?:\\?|$)`, value: '$portal_log_keep' };
}

/**
 * The rules of `map $request_uri $portal_log_path` (deploy/snippets/logged-path.conf), for nginx's `~*`, in
 * the order nginx must try them (the first match wins): kept screens, masked routes, then any path.
 */
export function loggedPathRules(routes: string[] = Object.values(routePatterns)): LoggedPathRule[] {
  const masked = routes.filter((pattern) => pattern.split('/').some(isSecret));
  const maskedRegexes = masked.map((pattern) => new RegExp(maskRule(pattern).regex, 'i'));
  const kept = routes.filter((path) => !path.includes(':') && maskedRegexes.some((regex) => regex.test(path)));
  return [
    ...kept.map(keepRule),
    ...masked.map(maskRule),
    { comment: 'Any other path: without its query', regex: '^(?<portal_log_keep>[^?]*)', value: '$portal_log_keep' },
  ];
}
