import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionLink, PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { useSession } from '../../../services/session';
import { homeMessages as m } from './messages';

const accountLinks = [
  { href: paths.profileUpdate(), label: m.profileUpdate },
  { href: paths.personalInformations(), label: m.personalInformations },
  { href: paths.emailChange(), label: m.emailChange },
  { href: paths.passwordChange(), label: m.passwordChange },
];

/** The home page (`/`, `/home`, `/index.php`): a greeting and the account screens when signed in, sign-in and sign-up otherwise. */
export function HomeScreen() {
  const session = useSession();
  if (!session) {
    return (
      <>
        <PageTitle>{m.signedOutTitle}</PageTitle>
        <Typography sx={{ mb: 3 }}>{m.signedOutIntro}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" href={paths.login()}>{m.login}</Button>
          <Button variant="outlined" href={paths.register()}>{m.register}</Button>
        </Stack>
      </>
    );
  }
  const name = session.user?.name;
  return (
    <>
      <PageTitle>{name ? m.greeting(name) : m.greetingWithoutName}</PageTitle>
      <Typography sx={{ mb: 2 }}>{m.signedInIntro}</Typography>
      <nav aria-label={m.accountNavLabel}>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {accountLinks.map((link) => (
            <li key={link.href}>
              <ActionLink href={link.href}>{link.label}</ActionLink>
            </li>
          ))}
        </Stack>
      </nav>
      <Button variant="outlined" href={paths.logout()}>{m.logout}</Button>
    </>
  );
}
