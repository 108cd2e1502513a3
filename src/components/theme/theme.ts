'use client';

import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { ptBR } from './ptBR';
import { primitives, semantic } from './tokens';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /**
     * The surface of a warning note (the password field's "Caps Lock is on"), whose text is in
     * `palette.warning.main`: the two must keep a contrast of at least 4.5:1.
     */
    warning: string;
  }
}

const base: ThemeOptions = {
  palette: {
    primary: { main: semantic.action, dark: semantic.actionStrong, contrastText: primitives.grey[0] },
    error: { main: semantic.danger },
    success: { main: semantic.success },
    // Text and marks of a warning (the strength meter's fair verdict, the Caps Lock note) on a light surface.
    warning: { main: semantic.warningText },
    text: { primary: semantic.text, secondary: semantic.textMuted },
    background: { default: semantic.page, paper: semantic.surface, warning: semantic.warningSurface },
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
        root: ({ theme }) => ({ marginLeft: 0, marginRight: 0, '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** `overrides` merged into `options`, key by key; a value that is not a plain object replaces. */
function merged(options: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return options;
  if (!isPlainObject(options) || !isPlainObject(overrides)) return overrides;
  const result: Record<string, unknown> = { ...options };
  for (const [key, value] of Object.entries(overrides)) result[key] = merged(options[key], value);
  return result;
}

/**
 * The programme's theme in Brazilian Portuguese; `overrides` are merged on top (another site's brand).
 * They are merged into the options before the theme is made (MUI's own extra arguments merge after),
 * so that a site's `typography.fontFamily` reaches every text variant, not only the base.
 */
export function createAppTheme(overrides: ThemeOptions = {}): Theme {
  return createTheme(merged(base, overrides) as ThemeOptions, ptBR);
}
