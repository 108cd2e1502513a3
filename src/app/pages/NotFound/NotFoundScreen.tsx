import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { notFoundMessages } from './messages';

/** Shown for any path the portal does not know. */
export function NotFoundScreen() {
  return (
    <>
      <PageTitle>{notFoundMessages.title}</PageTitle>
      <Typography sx={{ mb: 3 }}>{notFoundMessages.body}</Typography>
      <Button variant="contained" href={paths.home()}>{notFoundMessages.home}</Button>
    </>
  );
}
