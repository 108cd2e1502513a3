import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { layoutMessages } from './messages';

export interface LayoutProps {
  children: ReactNode;
  /** Where the logo leads; `/` by default. */
  homeHref?: string;
  /** The programme's name, shown as the logo's text and accessible name. */
  brandName?: string;
  /** Footer content; the programme's notice by default. */
  footer?: ReactNode;
}

/**
 * The page frame: header with the logo linking home, a centred main container and a footer.
 *
 * Use it as the frame of a programme page; a site with its own header and footer renders its forms
 * without it. It needs no client code: a Next.js server component can render it.
 */
export function Layout({ children, homeHref = '/', brandName = layoutMessages.brandName, footer }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="sm" sx={{ py: 1.5 }}>
          <Link
            href={homeHref}
            underline="none"
            aria-label={layoutMessages.homeLinkLabel(brandName)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, fontWeight: 700, color: 'text.primary' }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', display: 'inline-block', flex: 'none' }}
            />
            {brandName}
          </Link>
        </Container>
      </Box>
      <Container component="main" id="conteudo" maxWidth="sm" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="sm" sx={{ py: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {footer ?? layoutMessages.footer}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
