// The meter's bar shows each verdict by its width and colour, set by the score it carries, not by a
// style of its own: a style made as the verdict changes is compiled and inserted into the page at that
// moment, a few milliseconds of a slow phone's (4× CPU) key or estimate, once for each new level.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { insertedStyles, renderWithOwnStyles } from '../../test/ownStyleCache';
import { semantic } from '../theme';
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('makes no new style as the verdict goes through every level and back', async () => {
  const { cache, rerender } = renderWithOwnStyles(<PasswordStrength password="score:0" check={check} />);
  await estimate();
  expect(bar()).toHaveAttribute('data-score', '0');
  const styles = insertedStyles(cache);
  for (const score of [...scores.slice(1), ...scores.slice(0, -1).reverse()]) {
    rerender(<PasswordStrength password={`score:${score}`} check={check} />);
    await estimate();
    expect(bar()).toHaveAttribute('data-score', String(score));
  }
  expect(insertedStyles(cache)).toEqual(styles);
});

it.each(scores)('shows the score %i as a fifth of the bar for each level, red when weak, amber when fair, green when strong', async (score) => {
  renderWithOwnStyles(<PasswordStrength password={`score:${score}`} check={check} />);
  await estimate();
  const style = getComputedStyle(bar() as HTMLElement);
  expect(style.width).toBe(`${(score + 1) * 20}%`);
  const colour = score <= 1 ? semantic.danger : score === 2 ? semantic.warningText : semantic.success;
  const probe = document.createElement('span');
  probe.style.backgroundColor = colour;
  expect(style.backgroundColor).toBe(probe.style.backgroundColor);
});
