import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { checkPassword, passwordRules } from '../validation/password';
import { CheckCircleIcon, EmptyCircleIcon } from './_icons';
import type { passwordFieldMessages } from './messages';

/** How long typing must pause before the summary is announced. */
export const ANNOUNCE_DELAY_MS = 1000;

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
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
        {passwordRules.map((rule) => {
          const ok = result[rule.id];
          return (
            <Box
              component="li"
              key={rule.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2', color: ok ? 'success.main' : 'text.secondary', py: 0.25 }}
            >
              {ok ? <CheckCircleIcon fontSize="small" /> : <EmptyCircleIcon fontSize="small" />}
              <span>
                {messages.ruleLabels[rule.id]}
                <VisuallyHidden>: {ok ? messages.ruleMet : messages.ruleUnmet}</VisuallyHidden>
              </span>
            </Box>
          );
        })}
      </Box>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
