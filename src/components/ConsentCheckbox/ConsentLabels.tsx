'use client';

import Link from '@mui/material/Link';
import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { consentCheckboxMessages } from './messages';

/** A link to an external page, opened in a new tab, saying so to screen readers. */
function ExternalLink({ href, children, newTabHint }: { href: string; children: string; newTabHint: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </Link>
  );
}

/** `template` as text, with each `{name}` that `parts` knows replaced by that node; others stay as text. */
function fillTemplate(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece;
    // A fragment, not a span: the text must flow into the links' text with its spaces intact.
    return <Fragment key={index}>{part}</Fragment>;
  });
}

export interface TermsConsentLabelProps {
  /** The Terms of Service page. */
  termsUrl: string;
  /** The Privacy Policy page. */
  privacyUrl: string;
  /** The programme's rules page. */
  rulesUrl: string;
}

/** The sign-up terms statement, with the three documents as real links opening in a new tab: the label of the terms' `ConsentCheckbox`. */
export function TermsConsentLabel({ termsUrl, privacyUrl, rulesUrl }: TermsConsentLabelProps) {
  const m = useMessages('consentCheckbox', consentCheckboxMessages);
  return (
    <>
      {fillTemplate(m.terms, {
        terms: <ExternalLink href={termsUrl} newTabHint={m.opensInNewTab}>{m.termsLink}</ExternalLink>,
        privacy: <ExternalLink href={privacyUrl} newTabHint={m.opensInNewTab}>{m.privacyLink}</ExternalLink>,
        rules: <ExternalLink href={rulesUrl} newTabHint={m.opensInNewTab}>{m.rulesLink}</ExternalLink>,
      })}
    </>
  );
}

/** The sign-up statement consenting to offers by e-mail and SMS. */
export function OffersConsentLabel() {
  return <>{useMessages('consentCheckbox', consentCheckboxMessages).offers}</>;
}
