import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../messages';
import { ProfileLine } from './ProfileLine';

describe('ProfileLine', () => {
  it('shows the masked CNPJ for a point-of-sales buyer and a retailer', () => {
    const { rerender } = render(<ProfileLine type="POINT_OF_SALES_BUYER" code="11222333000181" />);
    expect(screen.getByText('CNPJ: 11.222.333/0001-81')).toBeInTheDocument();
    rerender(<ProfileLine type="RETAILER" code="12abc34501de35" />);
    expect(screen.getByText('CNPJ: 12.ABC.345/01DE-35')).toBeInTheDocument();
  });

  it('shows the code alone for an industry employee', () => {
    render(<ProfileLine type="INDUSTRY_EMPLOYEE" code="11222333000181" />);
    expect(screen.getByText('11222333000181')).toBeInTheDocument();
    expect(screen.queryByText(/CNPJ/)).not.toBeInTheDocument();
  });

  it('renders nothing without a code', () => {
    for (const code of [undefined, null, '', '   ']) {
      const { container, unmount } = render(<ProfileLine type="RETAILER" code={code} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('shows a code that is not a CNPJ exactly as given, as text', () => {
    render(<ProfileLine type="RETAILER" code={'$& {code} <b>negrito</b>'} />);
    expect(screen.getByText('CNPJ: $& {code} <b>negrito</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('takes its copy from the site', () => {
    render(
      <MessagesProvider messages={{ profileLine: { cnpj: 'Loja (CNPJ {code})' } }}>
        <ProfileLine type="RETAILER" code="11222333000181" />
      </MessagesProvider>,
    );
    expect(screen.getByText('Loja (CNPJ 11.222.333/0001-81)')).toBeInTheDocument();
  });

  it('always shows an industry code trimmed, as text, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), (code) => {
        fc.pre(code.trim() !== '');
        const { container, unmount } = render(<ProfileLine type="INDUSTRY_EMPLOYEE" code={code} />);
        expect(container.textContent).toBe(code.trim());
        expect(container.querySelectorAll('*').length).toBe(1);
        unmount();
      }),
      { numRuns: 100 },
    );
  });
});
