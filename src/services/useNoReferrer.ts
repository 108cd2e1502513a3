import { useEffect } from 'react';

/**
 * While mounted, the page sends no Referer: the URL of a password link holds its token (and
 * the e-mail), which must not reach another site through a link or a request. The server sends
 * `Referrer-Policy: no-referrer` too (build/securityHeaders.ts); the tag covers client-side visits.
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
