'use client';

import { styled } from '@mui/material/styles';

/**
 * Content for screen readers only: present in the accessibility tree, invisible on screen.
 *
 * Use it for words a screen reader needs and the screen conveys otherwise: an icon's meaning, 'Erro:'
 * before an error shown in red.
 */
export const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
