'use client';

import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { submitButtonMessages } from './messages';

export interface SubmitButtonProps
  extends Omit<ButtonProps, 'type' | 'ref' | 'slotProps' | 'variant' | 'loading' | 'loadingIndicator' | 'loadingPosition' | 'children'> {
  /** The label, e.g. 'Criar conta'. */
  children: ReactNode;
  /** While sending: shows the loading label and disables the button, so a second click sends nothing. */
  loading?: boolean;
  /** The label while loading; 'Enviando...' by default. */
  loadingLabel?: string;
}

const layer = { gridArea: '1 / 1' };

/**
 * The form's submit button: full width, contained, with a loading state that keeps its size.
 *
 * Use it as a form's one submit button, with `loading` while the request is in flight, so a second
 * click or Enter sends nothing.
 */
export function SubmitButton({ children, loading = false, loadingLabel, disabled, fullWidth = true, sx, ...button }: SubmitButtonProps) {
  const m = useMessages('submitButton', submitButtonMessages);
  const loadingText = loadingLabel ?? m.loading;
  return (
    <>
      <Button
        {...button}
        type="submit"
        variant="contained"
        fullWidth={fullWidth}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        sx={[
          // While loading it keeps its colours: the user must read 'Enviando...', not a greyed-out button.
          loading && { '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {/* Both labels share one grid cell, so the button is as wide as the longer one in both states. */}
        <Box component="span" sx={{ display: 'inline-grid', justifyItems: 'center' }}>
          <Box component="span" sx={{ ...layer, visibility: loading ? 'hidden' : 'visible' }}>
            {children}
          </Box>
          <Box component="span" sx={{ ...layer, visibility: loading ? 'visible' : 'hidden' }}>
            {loadingText}
          </Box>
        </Box>
      </Button>
      {/* The button's new name is not announced while it has focus (and a disabled button loses it): this region is. */}
      <VisuallyHidden aria-live="polite">{loading ? loadingText : ''}</VisuallyHidden>
    </>
  );
}
