import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme';
import { appTheme, autoFillKeyframes } from './theme';

/** The app's theme and the page-wide styles it relies on: what the app and the build's pre-render both render outermost. */
export function AppTheme({ children, theme = appTheme }: { children: ReactNode; theme?: Theme }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={autoFillKeyframes} />
      {children}
    </ThemeProvider>
  );
}
