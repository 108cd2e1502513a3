'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useMessages } from '../messages';
import { PageTitle } from '../PageTitle';
import { passkeyOfferMessages } from './messages';

export interface PasskeyOfferProps {
  /** Creates a passkey (the site makes the WebAuthn call). */
  onCreate: () => void;
  /** Declines (the site remembers it and does not ask again for a while) and goes on. */
  onSkip: () => void;
  /** After a passkey was created: goes on. */
  onContinue: () => void;
  /** 'creating' while the device's prompt is open; 'created' once the server registered it. */
  state?: 'idle' | 'creating' | 'created';
  /** Why the last attempt failed, in words the person can act on; the offer stays, with a retry. */
  error?: string | null;
}

/**
 * A one-screen offer to create a passkey after a sign-in: create, or skip. A failure is announced
 * (`role="alert"`) and offers a retry beside the skip; success is announced (`role="status"`) and
 * moves focus to "Continuar". Every way out leads on, so the person is never stuck here.
 */
export function PasskeyOffer({ onCreate, onSkip, onContinue, state = 'idle', error = null }: PasskeyOfferProps) {
  const m = useMessages('passkeyOffer', passkeyOfferMessages);
  const goOn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'created') goOn.current?.focus();
  }, [state]);
  const creating = state === 'creating';
  const shownError = state === 'created' ? '' : (error ?? '');
  return (
    <Box component="section" aria-labelledby="passkey-offer-title">
      <PageTitle id="passkey-offer-title">{m.title}</PageTitle>
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      <Typography role="status" sx={{ mb: state === 'created' ? 2 : 0 }}>
        {state === 'created' ? m.created : ''}
      </Typography>
      {/* Always there, its text changing: a screen reader announces a live region's change, not always its arrival. */}
      <Typography role="alert" color="error" sx={{ mb: shownError ? 2 : 0 }}>
        {shownError}
      </Typography>
      {state === 'created' ? (
        <Button ref={goOn} variant="contained" fullWidth onClick={onContinue}>
          {m.goOn}
        </Button>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button
            variant="contained"
            fullWidth
            aria-disabled={creating || undefined}
            onClick={() => {
              if (!creating) onCreate();
            }}
          >
            {creating ? m.creating : error ? m.retry : m.create}
          </Button>
          <Button variant="text" fullWidth onClick={onSkip}>
            {m.skip}
          </Button>
        </Box>
      )}
    </Box>
  );
}
