// A rule met or pending changes the checklist's icon and hidden text, not its styles. A style made as a
// rule flips is compiled and inserted into the page at that moment: on a slow phone (4× CPU), a few
// milliseconds of the key that met it, or of the hand-over of a password typed before the app arrived.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { passwordRules } from '../validation/password';
import { PasswordChecklist } from './_PasswordChecklist';
import { passwordFieldMessages } from './messages';

/** Renders `node` with an emotion cache of its own, and returns the cache (what it has inserted) and a rerender. */
function renderWithCache(node: ReactNode) {
  const cache = createCache({ key: 'checklist' });
  const { rerender } = render(<CacheProvider value={cache}>{node}</CacheProvider>);
  return { cache, rerender: (next: ReactNode) => rerender(<CacheProvider value={cache}>{next}</CacheProvider>) };
}

const inserted = (cache: ReturnType<typeof createCache>) => Object.keys(cache.inserted).sort();

it('makes no new style as the rules are met, one by one or all at once', () => {
  const { cache, rerender } = renderWithCache(<PasswordChecklist password="" messages={passwordFieldMessages} />);
  expect(screen.getAllByText(/: pendente/)).toHaveLength(passwordRules.length);
  const styles = inserted(cache);

  for (const password of ['s', 'Se', 'Senha@', 'Senha@Forte1']) rerender(<PasswordChecklist password={password} messages={passwordFieldMessages} />);
  expect(screen.getAllByText(/: atendido/)).toHaveLength(passwordRules.length);
  expect(inserted(cache)).toEqual(styles);

  rerender(<PasswordChecklist password="" messages={passwordFieldMessages} />);
  expect(screen.getAllByText(/: pendente/)).toHaveLength(passwordRules.length);
  expect(inserted(cache)).toEqual(styles);
});

it('shows a met rule in the success colour, and a pending one in the secondary text colour', () => {
  renderWithCache(<PasswordChecklist password="a" messages={passwordFieldMessages} />);
  const item = (label: string) => screen.getByText(label, { exact: false }).closest('li');
  const met = item(passwordFieldMessages.ruleLabels.lower);
  const pending = item(passwordFieldMessages.ruleLabels.upper);
  expect(met).toHaveTextContent(': atendido');
  expect(pending).toHaveTextContent(': pendente');
  // MUI's default theme, as rendered here without a ThemeProvider.
  const { palette } = createTheme();
  expect(getComputedStyle(met as Element).color).toBe(palette.success.main);
  expect(getComputedStyle(pending as Element).color).toBe(palette.text.secondary);
});
