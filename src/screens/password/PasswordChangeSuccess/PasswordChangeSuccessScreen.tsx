import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionLink, PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { passwordChangeSuccessMessages as m } from './messages';

/** `/password/change/success`: the password was changed; what that means and where to go next. */
export function PasswordChangeSuccessScreen() {
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <Typography sx={{ mb: 1 }}>{m.text}</Typography>
      <Typography sx={{ mb: 1 }}>{m.passwordManager}</Typography>
      <Typography sx={{ mb: 3 }}>
        {m.notYou}{' '}
        <ActionLink href={paths.recovery()}>{m.recovery}</ActionLink>
      </Typography>
      <nav aria-label={m.nextStepsLabel}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" href={paths.home()}>{m.home}</Button>
          <Button variant="outlined" href={paths.profileUpdate()}>{m.profile}</Button>
        </Stack>
      </nav>
    </>
  );
}
