import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('announces a Portuguese label through a status region, not the spinner', () => {
    render(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    // The spinner is decorative: the status text is what assistive technology reads.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('holds its height while loading so content does not jump', () => {
    render(<PageLoader minHeight={320} />);
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '320px' });
  });
});
