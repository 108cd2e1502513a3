import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink, formatCpf } from '../../../components';
import { paths } from '../../../services/paths';
import type { ProfileUpdateScreenMeQuery$data } from './__generated__/ProfileUpdateScreenMeQuery.graphql';
import { profileUpdateMessages as m } from './messages';

type Profile = ProfileUpdateScreenMeQuery$data['me'];

/** The account's identity: CPF and e-mail are shown, changed elsewhere (or never). */
export function AccountDetails({ profile }: { profile: Profile }) {
  const rowSx = { display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center', m: 0 } as const;
  return (
    <Box component="section" aria-labelledby="account-title" sx={{ mb: 3 }}>
      <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {m.accountTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {m.cpfLabel}
        </Typography>
        <Box component="dd" sx={rowSx}>
          <Typography component="span" data-testid="profile-cpf">
            {profile.identity ? formatCpf(profile.identity) : m.cpfMissing}
          </Typography>
          {profile.identity ? null : (
            <ActionLink href={paths.personalInformations()}>{m.cpfAdd}</ActionLink>
          )}
        </Box>
        <Typography component="dd" variant="body2" sx={{ m: 0, mb: 2, color: 'text.secondary' }}>
          {m.cpfReadOnlyReason}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {m.emailLabel}
        </Typography>
        <Box component="dd" sx={rowSx}>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
          <ActionLink href={paths.emailChange()}>{m.emailChange}</ActionLink>
        </Box>
      </Box>
      <ActionLink href={paths.passwordChange()}>{m.passwordChange}</ActionLink>
    </Box>
  );
}
