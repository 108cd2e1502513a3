import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '../../../components';
import { paths } from '../../../services/paths';
import { registerMessages as m } from './messages';
import type { AlreadyRegistered as Fields } from './useCreateUser';

export interface AlreadyRegisteredProps {
  /** The fields the server refused because an account already has them; nothing shows when empty. */
  fields: Fields;
  /** The `redirect_uri` the sign-in keeps (no e-mail or CPF goes into the address). */
  redirectUri: string | null;
}

/**
 * The way on from a sign-up refused because the e-mail or CPF already has an account: sign in or
 * recover the password, right under the form. Its region is always on the page, so that the offer
 * is announced when it appears.
 */
export function AlreadyRegistered({ fields, redirectUri }: AlreadyRegisteredProps) {
  const both = fields.includes('email') && fields.includes('identity');
  const which = both ? m.alreadyRegistered.both : fields.includes('email') ? m.alreadyRegistered.email : m.alreadyRegistered.identity;
  return (
    <Box aria-live="polite" sx={{ mt: fields.length > 0 ? 2 : 0 }}>
      {fields.length > 0 ? (
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography>
            {which} {m.alreadyRegistered.next}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <ActionLink href={paths.login({ redirectUri })}>{m.signIn}</ActionLink>
            <ActionLink href={paths.recovery()}>{m.forgotPassword}</ActionLink>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
