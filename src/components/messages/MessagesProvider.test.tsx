import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider, useMessages } from './MessagesProvider';

const defaults = { label: 'CPF', hint: 'Só números.' };

function Probe() {
  const m = useMessages('cpfField', defaults);
  return (
    <p>
      {m.label} | {m.hint}
    </p>
  );
}

describe('useMessages', () => {
  it('returns the defaults without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('CPF | Só números.')).toBeInTheDocument();
  });

  it('lets a site override one key and keeps the others', () => {
    render(
      <MessagesProvider messages={{ cpfField: { label: 'CPF do titular' } }}>
        <Probe />
      </MessagesProvider>,
    );
    expect(screen.getByText('CPF do titular | Só números.')).toBeInTheDocument();
  });

  it('merges nested providers, the inner one winning', () => {
    render(
      <MessagesProvider messages={{ cpfField: { label: 'A', hint: 'B' } }}>
        <MessagesProvider messages={{ cpfField: { hint: 'C' } }}>
          <Probe />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(screen.getByText('A | C')).toBeInTheDocument();
  });
});
