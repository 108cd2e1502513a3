import Box from '@mui/material/Box';
import { ActionLink } from '../../components';
import { recoveryCommonMessages as m } from './messages';

export interface RecoveryLink {
  href: string;
  text: string;
  /** False to leave it out (a link that applies only after some answers). */
  shown?: boolean;
}

/** A recovery step's other ways (back to sign in, start again…): a navigation list ('Outras opções') of links, each a 44 px target. */
export function RecoveryLinks({ links }: { links: RecoveryLink[] }) {
  return (
    <Box component="nav" aria-label={m.otherWays} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {links
        .filter((link) => link.shown !== false)
        .map((link) => (
          <ActionLink key={link.href} href={link.href}>{link.text}</ActionLink>
        ))}
    </Box>
  );
}
