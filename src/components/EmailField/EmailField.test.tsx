import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../messages';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('keeps an explicit hint on a read-only field instead of the default explanation', () => {
    render(<EmailField id="email" value="a@b.com" readOnly hint="Veio do seu convite." onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Veio do seu convite.');
  });

  it('has no hint and no info button unless asked', () => {
    render(<EmailField id="email" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the info button after a custom label', () => {
    render(<EmailField id="email" label="E-mail corporativo" tooltip="Use o e-mail da empresa." value="" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Mais informações sobre E-mail corporativo' })).toBeInTheDocument();
  });

  it('renders overridden copy and tooltip markup as plain text', () => {
    render(
      <MessagesProvider messages={{ emailField: { readOnlyHint: '<em>fixo</em>' } }}>
        <EmailField id="email" value="a@b.com" readOnly tooltip="<script>alert(1)</script>" onChange={() => {}} />
      </MessagesProvider>,
    );
    expect(document.querySelector('em, script')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('<em>fixo</em>');
    expect(screen.getByRole('button', { name: /E-mail/ })).toHaveAccessibleDescription('<script>alert(1)</script>');
  });

  it('forwards inputRef to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    render(<EmailField id="email" value="" inputRef={ref} onChange={() => {}} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });
});
