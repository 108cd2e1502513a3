'use client';

import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { ptBR } from './ptBR';
import { primitives, semantic } from './tokens';

const base: ThemeOptions = {
  palette: {
    primary: { main: semantic.action, dark: semantic.actionStrong, contrastText: primitives.grey[0] },
    error: { main: semantic.danger },
    success: { main: semantic.success },
    text: { primary: semantic.text, secondary: semantic.textMuted },
    background: { default: semantic.page, paper: semantic.surface },
    divider: semantic.border,
  },
  shape: { borderRadius: primitives.radius.md },
  typography: {
    fontFamily: primitives.font.family,
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Less motion asked for, no colour transition: a state change shows at once (and is never caught half-way).
    MuiButtonBase: { defaultProps: { disableRipple: false }, styleOverrides: { root: { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } } } },
    MuiButton: { styleOverrides: { root: { minHeight: 48, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } } } },
    MuiFormHelperText: {
      styleOverrides: {
        // MUI greys a disabled field's hint below 4.5:1; a hint must stay readable (WCAG 1.4.3).
        root: { marginLeft: 0, marginRight: 0, '&.Mui-disabled': { color: semantic.textMuted } },
      },
    },
  },
};

/** The programme's theme in Brazilian Portuguese; `overrides` are merged on top (another site's brand). */
export function createAppTheme(overrides: ThemeOptions = {}): Theme {
  return createTheme(base, ptBR, overrides);
}
