/**
 * Design tokens in layers: primitives (raw values) → semantic (what a value means) → the MUI
 * theme (src/components/theme/theme.ts). Components read the theme, never the primitives.
 */
export const primitives = {
  blue: { 50: '#e8f0fe', 600: '#1a56b8', 700: '#12408f', 900: '#0b2656' },
  red: { 50: '#fdecea', 700: '#b3261e' },
  green: { 700: '#1e6b34' },
  amber: { 50: '#fff4e5', 900: '#663c00' },
  grey: { 0: '#ffffff', 50: '#f6f7f9', 200: '#dde1e6', 600: '#525a66', 900: '#1b1f24' },
  radius: { sm: 4, md: 8 },
  font: { family: '"Roboto", "Helvetica Neue", Arial, sans-serif' },
} as const;

export const semantic = {
  action: primitives.blue[600],
  actionStrong: primitives.blue[700],
  brand: primitives.blue[900],
  danger: primitives.red[700],
  dangerSurface: primitives.red[50],
  success: primitives.green[700],
  warningSurface: primitives.amber[50],
  warningText: primitives.amber[900],
  surface: primitives.grey[0],
  page: primitives.grey[50],
  border: primitives.grey[200],
  textMuted: primitives.grey[600],
  text: primitives.grey[900],
} as const;
