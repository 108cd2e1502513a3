import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createAppTheme } from './theme';
import { ThemeProvider } from './ThemeProvider';
import { semantic } from './tokens';

const disabledHint = (theme = createAppTheme()) => {
  render(
    <ThemeProvider theme={theme}>
      <FormControl disabled>
        <FormHelperText>Use letras e números.</FormHelperText>
      </FormControl>
    </ThemeProvider>,
  );
  return screen.getByText('Use letras e números.');
};

it('keeps a disabled field’s hint in the muted text colour, readable', () => {
  expect(disabledHint()).toHaveStyle({ color: semantic.textMuted });
});

it('takes the disabled hint’s colour from the site’s palette', () => {
  expect(disabledHint(createAppTheme({ palette: { text: { secondary: '#4a3f5c' } } }))).toHaveStyle({ color: '#4a3f5c' });
});

it('gives a site’s font to every text variant, not only to the base', () => {
  const theme = createAppTheme({ typography: { fontFamily: '"Marca Sans", Arial, sans-serif' } });
  for (const variant of ['h1', 'body1', 'body2', 'button'] as const) expect(theme.typography[variant].fontFamily).toBe('"Marca Sans", Arial, sans-serif');
  expect(theme.typography.h1.fontWeight).toBe(700);
});
