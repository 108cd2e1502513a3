import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * MUI's links and buttons render through this: same-origin paths navigate inside the app,
 * anything else (another origin, mailto:, a new tab) stays a plain anchor.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Props>(function RouterLink({ href, children, ...rest }, ref) {
  const internal = href.startsWith('/') && !href.startsWith('//') && rest.target !== '_blank';
  return internal ? (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
