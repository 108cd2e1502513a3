// The meter's bar shows each verdict by its width and colour, set by the score it carries, not by a
// style of its own: a style made as the verdict changes is compiled and inserted into the page at that
// moment, a few milliseconds of a slow phone's (4× CPU) key or estimate, once for each new level.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { insertedStyles, renderWithOwnStyles } from '../../test/ownStyleCache';
import type { ReactNode } from 'react';
import { createAppTheme, semantic, ThemeProvider } from '../theme';
import type { PasswordScore, PasswordStrength as Strength } from '../validation/passwordStrength';
import { PasswordStrength, STRENGTH_ESTIMATE_DELAY_MS } from './PasswordStrength';

const scores: PasswordScore[] = [0, 1, 2, 3, 4];
/** A stand-in estimator: the password 'score:N' gets the score N. */
const check = (password: string) => Promise.resolve<Strength>({ score: Number(password.split(':')[1]) as PasswordScore, feedback: { warning: null, suggestions: [] } });

/** Lets the estimate's delay and the estimator's promise run. */
async function estimate() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(STRENGTH_ESTIMATE_DELAY_MS);
  });
}

const bar = () => document.querySelector<HTMLElement>('[data-score]');
/** The programme's theme by default, as a site renders the package. */
const themed = (node: ReactNode, theme = createAppTheme()) => <ThemeProvider theme={theme}>{node}</ThemeProvider>;
/** `colour` as the browser writes a computed colour. */
const computed = (colour: string) => {
  const probe = document.createElement('span');
  probe.style.backgroundColor = colour;
  return probe.style.backgroundColor;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('makes no new style as the verdict goes through every level and back', async () => {
  const { cache, rerender } = renderWithOwnStyles(themed(<PasswordStrength password="score:0" check={check} />));
  await estimate();
  expect(bar()).toHaveAttribute('data-score', '0');
  const styles = insertedStyles(cache);
  for (const score of [...scores.slice(1), ...scores.slice(0, -1).reverse()]) {
    rerender(themed(<PasswordStrength password={`score:${score}`} check={check} />));
    await estimate();
    expect(bar()).toHaveAttribute('data-score', String(score));
  }
  expect(insertedStyles(cache)).toEqual(styles);
});

it.each(scores)('shows the score %i as a fifth of the bar for each level, red when weak, amber when fair, green when strong', async (score) => {
  renderWithOwnStyles(themed(<PasswordStrength password={`score:${score}`} check={check} />));
  await estimate();
  const style = getComputedStyle(bar() as HTMLElement);
  expect(style.width).toBe(`${(score + 1) * 20}%`);
  const colour = score <= 1 ? semantic.danger : score === 2 ? semantic.warningText : semantic.success;
  expect(style.backgroundColor).toBe(computed(colour));
});

it.each(scores)('takes the colour of the score %i and of its track from the site’s palette', async (score) => {
  const brand = { error: '#8c1d40', warning: '#6b4400', success: '#00594f', divider: '#c9c3d6' };
  const theme = createAppTheme({
    palette: { error: { main: brand.error }, warning: { main: brand.warning }, success: { main: brand.success }, divider: brand.divider },
  });
  renderWithOwnStyles(themed(<PasswordStrength password={`score:${score}`} check={check} />, theme));
  await estimate();
  const colour = score <= 1 ? brand.error : score === 2 ? brand.warning : brand.success;
  expect(getComputedStyle(bar() as HTMLElement).backgroundColor).toBe(computed(colour));
  expect(getComputedStyle(bar()?.parentElement as HTMLElement).backgroundColor).toBe(computed(brand.divider));
});
