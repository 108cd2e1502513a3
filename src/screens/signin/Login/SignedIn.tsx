import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { loginMessages as m } from './messages';

/**
 * `/login` for a person who is signed in with nowhere else to go (no stored redirect): where a
 * sign-in with nothing stored lands (spec §4). It says they are in, and leads to the account or out.
 */
export function SignedIn({ name }: { name: string | undefined }) {
  return (
    <>
      <PageTitle sx={{ mb: 1 }}>{name ? m.greeting(name) : m.greetingWithoutName}</PageTitle>
      <Typography sx={{ mb: 3 }}>{m.signedIn}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" href={paths.home()}>{m.toAccount}</Button>
        <Button variant="outlined" href={paths.logout()}>{m.logout}</Button>
      </Stack>
    </>
  );
}
