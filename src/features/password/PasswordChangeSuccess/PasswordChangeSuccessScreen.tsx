import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../services/paths';
import { passwordChangeSuccessMessages as m } from './messages';

/** `/password/change/success`: the password was changed; what that means and where to go next. */
export function PasswordChangeSuccessScreen() {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{m.text}</Typography>
      <Typography sx={{ mb: 1 }}>{m.passwordManager}</Typography>
      <Typography sx={{ mb: 3 }}>
        {m.notYou}{' '}
        <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {m.recovery}
        </Link>
      </Typography>
      <nav aria-label={m.nextStepsLabel}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" href={paths.home()}>
            {m.home}
          </Button>
          <Button variant="outlined" href={paths.profileUpdate()}>
            {m.profile}
          </Button>
        </Stack>
      </nav>
    </>
  );
}
