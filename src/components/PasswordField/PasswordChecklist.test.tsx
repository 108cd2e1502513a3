// A rule met or pending changes the checklist's icon and hidden text, not its styles. A style made as a
// rule flips is compiled and inserted into the page at that moment: on a slow phone (4× CPU), a few
// milliseconds of the key that met it, or of the hand-over of a password typed before the app arrived.
import { createTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { insertedStyles, renderWithOwnStyles } from '../../test/ownStyleCache';
import { passwordRules } from '../validation/password';
import { PasswordChecklist } from './_PasswordChecklist';
import { passwordFieldMessages } from './messages';

it('makes no new style as the rules are met, one by one or all at once', () => {
  const { cache, rerender } = renderWithOwnStyles(<PasswordChecklist password="" messages={passwordFieldMessages} />);
  expect(screen.getAllByText(/: pendente/)).toHaveLength(passwordRules.length);
  const styles = insertedStyles(cache);

  for (const password of ['s', 'Se', 'Senha@', 'Senha@Forte1']) rerender(<PasswordChecklist password={password} messages={passwordFieldMessages} />);
  expect(screen.getAllByText(/: atendido/)).toHaveLength(passwordRules.length);
  expect(insertedStyles(cache)).toEqual(styles);

  rerender(<PasswordChecklist password="" messages={passwordFieldMessages} />);
  expect(screen.getAllByText(/: pendente/)).toHaveLength(passwordRules.length);
  expect(insertedStyles(cache)).toEqual(styles);
});

it('shows a met rule in the success colour, and a pending one in the secondary text colour', () => {
  renderWithOwnStyles(<PasswordChecklist password="a" messages={passwordFieldMessages} />);
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
