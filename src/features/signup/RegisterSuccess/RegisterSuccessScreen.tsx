import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { registerSuccessMessages as m } from './messages';

/** `/register/success`: the account exists; what happens next is confirming the e-mail. */
export function RegisterSuccessScreen() {
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <Typography sx={{ mb: 1, fontWeight: 500 }}>{m.created}</Typography>
      <Typography sx={{ mb: 1 }}>{m.nextStep}</Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {m.notReceived}
      </Typography>
      <Button variant="contained" href={paths.login()}>{m.login}</Button>
    </>
  );
}
