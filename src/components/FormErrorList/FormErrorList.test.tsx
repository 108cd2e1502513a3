import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorList } from './FormErrorList';

describe('FormErrorList', () => {
  it('lists every message as given, repeats included, in order', () => {
    render(<FormErrorList errors={['Tente de novo.', 'Tente de novo.', 'Outro erro.']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tente de novo.', 'Tente de novo.', 'Outro erro.']);
  });

  it('keeps the live region when the errors go away, emptying it', () => {
    const { container, rerender } = render(<FormErrorList errors={['Erro.']} />);
    const region = container.querySelector('[aria-live="polite"]');
    rerender(<FormErrorList errors={[]} />);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toBeEmptyDOMElement();
  });
});
