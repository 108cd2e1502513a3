import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '../../../services/paths';
import { passwordFormMessages as m } from './messages';

/** A password link that does not say whose account it is for: nothing can be sent, so the page says so and offers a new link. */
export function NoEmailNotice({ title }: { title: ReactNode }) {
  return (
    <>
      {title}
      <Box role="alert" sx={{ p: 2, mb: 3, border: 3, borderColor: 'error.main', borderRadius: 1, bgcolor: 'background.paper' }}>
        <Typography variant="h6" component="h2" sx={{ mt: 0, mb: 1 }}>
          {m.noEmailTitle}
        </Typography>
        {/* An alert is spoken as its text: a space keeps the title and the message from running together. */}
        {' '}
        <Typography>{m.noEmail}</Typography>
      </Box>
      <Button variant="contained" href={paths.recovery()}>{m.requestNewLink}</Button>
    </>
  );
}
