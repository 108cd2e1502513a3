import Link, { type LinkProps } from '@mui/material/Link';

/** MUI Link props: `href` (through the theme's link component, a router's when the site sets one), `sx`. */
export type ActionLinkProps = LinkProps;

/**
 * A link a person taps to go somewhere (“Esqueci minha senha”, “Alterar e-mail”): on a line of its own
 * or ending a sentence, with a 44 px tall target (WCAG 2.5.8 asks 24 px; a thumb on a cheap phone needs more).
 *
 * Use it for links outside running text; a link inside a sentence that wraps stays a plain MUI `Link`.
 */
export function ActionLink({ sx, ...props }: ActionLinkProps) {
  return <Link {...props} sx={[{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
