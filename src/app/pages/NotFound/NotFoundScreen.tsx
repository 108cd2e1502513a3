import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../services/paths';
import { notFoundMessages } from './messages';

/** Shown for any path the portal does not know. */
export function NotFoundScreen() {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {notFoundMessages.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{notFoundMessages.body}</Typography>
      <Button variant="contained" href={paths.home()}>
        {notFoundMessages.home}
      </Button>
    </>
  );
}
