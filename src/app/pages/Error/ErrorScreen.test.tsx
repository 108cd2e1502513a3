import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { describeError, ErrorScreen } from './ErrorScreen';

describe('describeError', () => {
  it('explains a chunk that failed to load in Portuguese, without the browser’s English', () => {
    expect(describeError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toEqual({
      summary: 'Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente.',
      details: null,
    });
  });

  it('gives the error’s own message as the detail, trimmed and capped', () => {
    expect(describeError(new Error('  Falha ao montar a tela.  ')).details).toBe('Falha ao montar a tela.');
    expect(describeError('x'.repeat(2000)).details).toHaveLength(500);
  });

  it('has no detail for values without a message', () => {
    for (const value of [undefined, null, 42, {}, new Error('')]) expect(describeError(value).details).toBeNull();
  });
});

describe('ErrorScreen', () => {
  it('renders a message as text, never as HTML', () => {
    render(
      <MemoryRouter>
        <ErrorScreen error={new Error('<img src=x onerror=alert(1)>')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
