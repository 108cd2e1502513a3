import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notFoundMessages } from './messages';

export interface NotFoundScreenProps {
  /** Where "home" is; `/` by default. */
  homeHref?: string;
}

/** Shown for any path the portal does not know. */
export function NotFoundScreen({ homeHref = '/' }: NotFoundScreenProps) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {notFoundMessages.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{notFoundMessages.body}</Typography>
      <Button variant="contained" href={homeHref}>
        {notFoundMessages.home}
      </Button>
    </>
  );
}
