import Box from '@mui/material/Box';
import { styled, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useMessages } from '../messages';
import { checkPasswordStrength, type PasswordScore, type PasswordStrength as Strength, type PasswordStrengthCheck } from '../validation/passwordStrength';
import { VisuallyHidden } from '../VisuallyHidden';
import { passwordStrengthMessages } from './messages';

/** How long typing must pause before the password is estimated. */
export const STRENGTH_ESTIMATE_DELAY_MS = 300;
/** How long the result must stay the same before it is announced. */
export const STRENGTH_ANNOUNCE_DELAY_MS = 1000;

export interface PasswordStrengthProps {
  /** The password being typed. */
  password: string;
  /** The person's own data (name, e-mail): a password made of them is weak. */
  userInputs?: readonly string[];
  /**
   * False until the person focuses or types in the field: nothing is estimated (and the estimator,
   * hundreds of kilobytes, is not loaded) before. True by default.
   */
  active?: boolean;
  /** The estimator; `checkPasswordStrength` (zxcvbn-ts, loaded on first use) by default. */
  check?: PasswordStrengthCheck;
}

type State = { status: 'idle' | 'checking' | 'unavailable' } | { status: 'done'; strength: Strength };
const idle: State = { status: 'idle' };
const muted = { typography: 'body2', color: 'text.secondary' } as const;
const track = { height: 6, borderRadius: 3, bgcolor: 'divider', overflow: 'hidden' } as const;
const line = { ...muted, mt: 0.5 } as const;
const blankLine = <span aria-hidden="true">{'\u00a0'}</span>;

/** The theme's colour of a verdict: weak in `error`, fair in `warning`, strong in `success`. */
const barColor = (palette: Theme['palette'], score: PasswordScore) =>
  score <= 1 ? palette.error.main : score === 2 ? palette.warning.main : palette.success.main;
const scores: readonly PasswordScore[] = [0, 1, 2, 3, 4];

/**
 * The bar of a verdict: a fifth of the track for each level, in the colour of how strong it is. One
 * style for every level, chosen by `data-score`: a new level makes no style as it shows.
 */
const Bar = styled('div')(({ theme }) => ({
  height: '100%',
  ...Object.fromEntries(scores.map((score) => [`&[data-score="${score}"]`, { width: `${(score + 1) * 20}%`, backgroundColor: barColor(theme.palette, score) }])),
}));

/**
 * The strength of a new password, as a bar and as text ('Força da senha: Fraca', with why and how
 * to improve), estimated once typing pauses. Screen readers hear it through a polite live region,
 * once the result has stayed the same for a second, not on every key. If the estimator cannot load,
 * it says so (the rules alone then apply), and tries again on the next key or when the browser is
 * back online. The bar's track and its line show from the first key, so the verdict arriving moves
 * nothing below it (only a weak password's reasons add lines). Before the first key, their place is
 * in the page, hidden (`data-strength-place`), for a page that shows as HTML before its script runs
 * to reveal as the person types there.
 */
export function PasswordStrength({ password, userInputs = [], active = true, check = checkPasswordStrength }: PasswordStrengthProps) {
  const m = useMessages('passwordStrength', passwordStrengthMessages);
  const [estimated, setState] = useState<State>(idle);
  // The password and inputs the shown verdict (or failure) is for.
  const [settled, setSettled] = useState<string | null>(null);
  const enabled = active && password !== '';
  const state = enabled ? estimated : idle;
  // The inputs as one string: a new array with the same words does not estimate again.
  const inputsKey = userInputs.join('\n');
  // Each time the browser comes back online after the estimator could not load: a reason to try again with no key pressed.
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const inputs = inputsKey === '' ? [] : inputsKey.split('\n');
    let current = true;
    // Listened for from the moment the load fails (not from a later effect), so no `online` is missed.
    const retry = () => setRetries((count) => count + 1);
    const timer = setTimeout(() => {
      // A result stays on screen while the next one is estimated, so the meter does not flicker.
      setState((previous) => (previous.status === 'done' ? previous : { status: 'checking' }));
      const settle = (next: State) => {
        if (!current) return;
        setState(next);
        setSettled(`${password}\n${inputsKey}`);
      };
      check(password, inputs).then(
        (strength) => settle({ status: 'done', strength }),
        () => {
          settle({ status: 'unavailable' });
          if (current) window.addEventListener('online', retry, { once: true });
        },
      );
    }, STRENGTH_ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [password, enabled, check, inputsKey, retries]);

  const done = state.status === 'done' ? state.strength : null;
  const level = done ? (m.levels[done.score] ?? '') : '';
  // Why and how only for a password that would be refused.
  const weak = done && done.score < 3 ? done.feedback : null;
  const warning = weak?.warning ?? null;
  const note = state.status === 'checking' ? m.checking : state.status === 'unavailable' ? m.unavailable : null;
  const news = done ? m.announcement(m.title, level, warning) : state.status === 'unavailable' ? m.unavailable : '';

  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (news === '') return undefined;
    const timer = setTimeout(() => setAnnouncement(news), STRENGTH_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [news]);

  // Busy until the password on screen has its verdict: what waits for the page to settle waits for it.
  const busy = enabled && settled !== `${password}\n${inputsKey}`;

  return (
    <Box sx={{ mt: 0.5 }} aria-busy={busy ? true : undefined}>
      {state.status === 'unavailable' ? <Box sx={muted}>{note}</Box> : null}
      {enabled && state.status !== 'unavailable' ? (
        // From the first key: the bar's track and its line hold the place the verdict takes.
        <>
          <Box aria-hidden="true" sx={track}>
            {done ? <Bar data-score={done.score} /> : null}
          </Box>
          <Box sx={line}>
            {done ? (
              <>
                {m.title}: <Box component="strong" sx={{ color: 'text.primary' }}>{level}</Box>
              </>
            ) : (
              (note ?? blankLine)
            )}
          </Box>
          {warning ? <Box sx={{ ...muted, color: 'text.primary' }}>{warning}</Box> : null}
          {weak?.suggestions[0] ? <Box sx={muted}>{weak.suggestions[0]}</Box> : null}
        </>
      ) : null}
      {enabled ? null : (
        // The same place, hidden until a key: a page shown as HTML before its script runs reveals it as
        // the person types (the portal's pre-rendered pages do, on `data-typed`), so that the meter the
        // script then shows moves nothing.
        <Box hidden data-strength-place="">
          <Box aria-hidden="true" sx={track} />
          <Box sx={line}>{blankLine}</Box>
        </Box>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
