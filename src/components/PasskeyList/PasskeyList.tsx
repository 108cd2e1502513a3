'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../messages';
import { passkeyListMessages } from './messages';

export interface PasskeyItem {
  id: string;
  /** Where it was made, as the person will recognise it ("Chrome no Android"). */
  deviceName: string;
  /** ISO 8601 instants; `lastUsedAt` null or absent when never used. */
  createdAt: string;
  lastUsedAt?: string | null;
}

export interface PasskeyListProps {
  passkeys: readonly PasskeyItem[];
  /** Creates a passkey on this device (the site makes the WebAuthn call); omit where it cannot. */
  onAdd?: () => void;
  adding?: boolean;
  /** Removes the passkey `id`, after the person confirmed it. */
  onRemove: (id: string) => void;
  /** The passkey being removed, while the request is in flight. */
  removingId?: string | null;
  /** What the last action did ("Chave de acesso removida."), announced politely. */
  status?: string;
  /** Why the last action failed, announced at once. */
  error?: string | null;
}

/**
 * An account's passkeys: which device, when created, when last used; remove each (after an inline
 * confirmation that takes focus, so a keyboard or screen-reader user meets it) and add one.
 */
export function PasskeyList({ passkeys, onAdd, adding = false, onRemove, removingId = null, status = '', error = null }: PasskeyListProps) {
  const m = useMessages('passkeyList', passkeyListMessages);
  const [confirming, setConfirming] = useState<string | null>(null);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming !== null) question.current?.focus();
  }, [confirming]);
  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ mt: 4 }}>
      <Typography variant="h2" id="passkeys-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {m.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{m.intro}</Typography>
      {passkeys.length === 0 ? <Typography sx={{ mb: 2 }}>{m.empty}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {passkeys.map((passkey) => (
          <Box component="li" key={passkey.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="p" sx={{ fontWeight: 500 }}>
              {passkey.deviceName}
            </Typography>
            <Typography component="p" variant="body2">
              {m.created(passkey.createdAt)}. {m.lastUsed(passkey.lastUsedAt ?? null)}.
            </Typography>
            {confirming === passkey.id ? (
              // A group named by its question takes the focus: a reader says the question (a focused
              // paragraph is announced as "paragraph" alone), then Tab reaches the answers.
              <Box ref={question} role="group" aria-labelledby={`passkey-confirm-${passkey.id}`} tabIndex={-1} sx={{ mt: 1, '&:focus': { outline: 'none' } }}>
                <Typography id={`passkey-confirm-${passkey.id}`} sx={{ mb: 1 }}>
                  {m.confirm(passkey.deviceName)}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    variant="contained"
                    color="error"
                    aria-disabled={removingId === passkey.id || undefined}
                    onClick={() => {
                      if (removingId !== passkey.id) onRemove(passkey.id);
                    }}
                  >
                    {removingId === passkey.id ? m.removing : m.confirmRemove}
                  </Button>
                  <Button variant="text" onClick={() => setConfirming(null)}>
                    {m.cancel}
                  </Button>
                </Box>
              </Box>
            ) : (
              <Button variant="text" sx={{ mt: 0.5, px: 0 }} aria-label={m.removeLabel(passkey.deviceName)} onClick={() => setConfirming(passkey.id)}>
                {m.remove}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      <Typography role="status" sx={{ my: status ? 1 : 0 }}>
        {status}
      </Typography>
      {/* Always there, its text changing: a screen reader announces a live region's change, not always its arrival. */}
      <Typography role="alert" color="error" sx={{ my: error ? 1 : 0 }}>
        {error ?? ''}
      </Typography>
      {onAdd ? (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          aria-disabled={adding || undefined}
          onClick={() => {
            if (!adding) onAdd();
          }}
        >
          {adding ? m.adding : m.add}
        </Button>
      ) : null}
    </Box>
  );
}
