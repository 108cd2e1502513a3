'use client';

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useMessages } from '../messages';
import { errorSummaryMessages } from './messages';

export interface ErrorSummaryItem {
  /** The id of the field's input, which the link focuses. */
  fieldId: string;
  /** The field's error, shown as plain text. */
  message: string;
}

export interface ErrorSummaryProps {
  /** The errors of a failed submit, in the fields' order; nothing is shown when empty. */
  errors: readonly ErrorSummaryItem[];
  /** The heading; 'Corrija os campos abaixo' by default. */
  title?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Focus without touching the URL: a hash change would add history and, in a router, navigate.
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The visible label of a field (FormField gives it the id `${fieldId}-label`), without its
 * hidden required marker; null when the field has no such label.
 */
function fieldLabel(fieldId: string): string | null {
  const label = document.getElementById(`${fieldId}-label`);
  if (!label) return null;
  const text = Array.from(label.childNodes)
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
  return text === '' ? null : text;
}

/** An error as the summary says it: '<field's label>: <message>' (GOV.UK), the message alone for a field without a label. */
const named = (error: ErrorSummaryItem, labels: ReadonlyMap<string, string>) => {
  const label = labels.get(error.fieldId);
  return label ? `${label}: ${error.message}` : error.message;
};

/**
 * The errors of a failed submit (GOV.UK error summary): announced as an alert and focused
 * when it appears or its errors change, each error a link that names its field and focuses it.
 *
 * Use it at the top of every form, with the errors of the last failed submit (an empty list before the
 * first submit, and once they are fixed).
 */
export function ErrorSummary({ errors, title, headingLevel = 2 }: ErrorSummaryProps) {
  const m = useMessages('errorSummary', errorSummaryMessages);
  const headingId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const errorsKey = errors.map((error) => `${error.fieldId}\u0000${error.message}`).join('\u0001');
  // Each field's label is its own, as the page shows it: read once the fields are in the page (the
  // summary may render with them), before the browser paints; never on the server nor while hydrating,
  // so a summary rendered on the server hydrates to the same text.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(() => new Map());
  useLayoutEffect(() => {
    const read = new Map<string, string>();
    for (const { fieldId } of errors) {
      const label = fieldLabel(fieldId);
      if (label) read.set(fieldId, label);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the labels are in the page only after the commit
    setLabels(read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the errors change, not on every render
  }, [errorsKey]);

  useEffect(() => {
    if (errorsKey) ref.current?.focus();
  }, [errorsKey]);

  if (errors.length === 0) return null;
  return (
    <Box
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      // Focused, it is read with its errors, not only its heading.
      aria-describedby={descriptionId}
      tabIndex={-1}
      sx={{
        my: 2,
        p: 2,
        border: 3,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
      }}
    >
      {/* What the summary says when it takes focus: each error with its field's label. */}
      <span id={descriptionId} hidden>
        {errors.map((error) => named(error, labels)).join(' ')}
      </span>
      <Typography id={headingId} component={`h${headingLevel}`} variant="h6" sx={{ mt: 0, mb: 1 }}>
        {title ?? m.title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error, index) => (
          <Box component="li" key={`${index}-${error.fieldId}`} sx={{ py: 0.25, color: 'error.main' }}>
            {/* Seen and heard, each error says its field: several may be 'Campo obrigatório'. */}
            <Link
              href={`#${error.fieldId}`}
              color="error"
              underline="always"
              sx={{ fontWeight: 500 }}
              onClick={(event) => focusField(event, error.fieldId)}
            >
              {named(error, labels)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
