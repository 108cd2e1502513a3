import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ActionLink, ItemList, PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { emailChangeSuccessMessages as m } from './messages';
import { readPendingEmailChange } from './pendingEmail';

/**
 * `/email/change/success` ('confirme o novo e-mail'): where the confirmation link went (from the
 * navigation's state or this tab's storage, never from the URL) and what to do next.
 */
export function EmailChangeSuccessScreen() {
  const { state } = useLocation();
  const [change] = useState(() => readPendingEmailChange(state));
  const unconfirmed = change?.unconfirmed ?? false;
  const steps = unconfirmed ? m.steps.unconfirmed : m.steps.signedIn;
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      {change ? (
        <>
          <Typography>{m.sentTo}</Typography>
          <Typography sx={{ my: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>{change.email}</Typography>
        </>
      ) : (
        <Typography sx={{ mb: 1 }}>{m.sentSomewhere}</Typography>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {m.nextStepsTitle}
      </Typography>
      <ItemList items={steps} ordered />
      <Typography sx={{ mb: 3 }}>{m.spam}</Typography>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {unconfirmed ? (
          <Button variant="contained" href={paths.unconfirmedUser()}>{m.unconfirmedBack}</Button>
        ) : (
          <Button variant="contained" href={paths.home()}>{m.home}</Button>
        )}
        <ActionLink href={paths.emailChange()}>{m.wrongAgain}</ActionLink>
      </Stack>
    </>
  );
}
