export { createAppTheme } from './theme';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { primitives, semantic } from './tokens';
