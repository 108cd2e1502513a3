'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
  /** A theme of the consuming site; the programme's theme when absent. */
  theme?: Theme;
}

/**
 * The programme's MUI theme and baseline CSS.
 *
 * Use it once, around the site or the part of it that uses the package; pass `theme` (from
 * `createAppTheme`) to adjust it.
 */
export function ThemeProvider({ children, theme }: ThemeProviderProps) {
  const resolved = useMemo(() => theme ?? createAppTheme(), [theme]);
  return (
    <MuiThemeProvider theme={resolved}>
      <CssBaseline />
      {children}
    </MuiThemeProvider>
  );
}
