import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FailureNotice } from '../../../forms';
import { paths } from '../../../services/paths';
import { passwordFormMessages as m } from './messages';

/** A password link that does not say whose account it is for: nothing can be sent, so the page says so and offers a new link. */
export function NoEmailNotice({ title }: { title: ReactNode }) {
  return (
    <>
      {title}
      <FailureNotice role="alert" title={m.noEmailTitle}>
        <Typography>{m.noEmail}</Typography>
      </FailureNotice>
      <Button variant="contained" href={paths.recovery()}>{m.requestNewLink}</Button>
    </>
  );
}
