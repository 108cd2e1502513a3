'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../messages';
import { infoTooltipMessages } from './messages';

export interface InfoTooltipProps {
  /** What the text explains, for the button's name: 'Mais informações sobre {subject}'. */
  subject: string;
  /** The explanation, shown as plain text. */
  text: string;
  /** Base for the tooltip's id (`${id}-tip`); generated when absent. */
  id?: string;
  /** Which edge of the button the bubble lines up with; `end` near the right edge of a field. */
  align?: 'start' | 'end';
}

/**
 * An info button whose text shows on hover, keyboard focus and tap (WCAG 1.4.13: the bubble
 * can be hovered, stays while hovered or focused, and Escape dismisses it). The text is also
 * the button's description, so screen readers get it whether the bubble is open or not.
 *
 * Use it next to a field for an explanation people may want (why the CPF is asked); what everyone needs
 * to fill the field belongs in its hint.
 */
export function InfoTooltip({ subject, text, id, align = 'start' }: InfoTooltipProps) {
  const m = useMessages('infoTooltip', infoTooltipMessages);
  const autoId = useId();
  const tipId = `${id ?? autoId}-tip`;
  const rootRef = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A tap or click keeps it open: touch has no hover, and Safari does not focus clicked buttons.
  const [pinned, setPinned] = useState(false);
  // Escape closes it even while hovered or focused, until the pointer or focus comes back.
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused || pinned);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDismissed(true);
      setPinned(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Box
      component="span"
      ref={rootRef}
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' }}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <IconButton
        size="small"
        aria-label={m.moreInfoAbout(subject)}
        aria-describedby={tipId}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          setPinned(!pinned);
          setDismissed(pinned);
        }}
      >
        <SvgIcon fontSize="small" aria-hidden="true" focusable="false">
          <path d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" />
        </SvgIcon>
      </IconButton>
      <Box
        component="span"
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          [align === 'end' ? 'right' : 'left']: 0,
          zIndex: 'tooltip',
          // Padding, not margin, so the pointer can travel from the button onto the bubble.
          pt: 0.5,
          '&[hidden]': { display: 'none' },
        }}
      >
        <Box
          component="span"
          role="tooltip"
          id={tipId}
          sx={{
            display: 'block',
            width: 'max-content',
            maxWidth: 'min(18rem, calc(100vw - 2rem))',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'text.primary',
            color: 'background.paper',
            typography: 'body2',
            whiteSpace: 'normal',
            textAlign: 'start',
            boxShadow: 3,
          }}
        >
          {text}
        </Box>
      </Box>
    </Box>
  );
}
