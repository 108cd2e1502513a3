import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { checkPassword, passwordRules } from '../validation/password';
import { RuleIcon } from './_icons';
import type { passwordFieldMessages } from './messages';

/** How long typing must pause before the summary is announced. */
export const ANNOUNCE_DELAY_MS = 1000;

/**
 * The list of rules. A rule's colour follows its state through `data-met`, under this one class: no
 * style is made and inserted as a rule flips (on a slow phone, a few milliseconds of the key that met
 * it, or of the hand-over of a password typed before the app arrived).
 */
const RuleList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  marginTop: theme.spacing(0.5),
  padding: 0,
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    paddingTop: theme.spacing(0.25),
    paddingBottom: theme.spacing(0.25),
  },
  '& > li[data-met]': { color: theme.palette.success.main },
}));

interface PasswordChecklistProps {
  password: string;
  messages: typeof passwordFieldMessages;
}

/**
 * The password rules, each marked met or pending by its icon's shape and by hidden text.
 * Screen readers hear only the summary ("3 de 5 requisitos atendidos"), once typing pauses,
 * so they are not interrupted on every keystroke.
 */
export function PasswordChecklist({ password, messages }: PasswordChecklistProps) {
  const titleId = useId();
  const result = checkPassword(password);
  const met = passwordRules.filter((rule) => result[rule.id]).length;
  const [announcement, setAnnouncement] = useState('');
  // The count when the field appeared: a prefilled password is not news.
  const lastAnnounced = useRef(met);

  // Every keystroke restarts the wait (hence `password` below), not only a change of the count:
  // slow typing on a phone easily spends a second on keys that meet no new rule.
  useEffect(() => {
    if (met === lastAnnounced.current) return undefined;
    const timer = setTimeout(() => {
      lastAnnounced.current = met;
      setAnnouncement(messages.checklistSummary(met, passwordRules.length));
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [password, met, messages]);

  return (
    <Box sx={{ mt: 1 }}>
      <Box component="p" id={titleId} sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        {messages.checklistTitle}
      </Box>
      <RuleList aria-labelledby={titleId}>
        {passwordRules.map((rule) => {
          const ok = result[rule.id];
          return (
            <li key={rule.id} data-met={ok ? '' : undefined}>
              <RuleIcon met={ok} fontSize="small" />
              <span>
                {messages.ruleLabels[rule.id]}
                <VisuallyHidden>: {ok ? messages.ruleMet : messages.ruleUnmet}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </RuleList>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
