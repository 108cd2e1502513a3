import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../messages';
import { RequiredNote } from './RequiredNote';

describe('RequiredNote', () => {
  it('shows the spec text as a paragraph', () => {
    render(<RequiredNote />);
    expect(screen.getByText('(*) Campos obrigatórios').tagName).toBe('P');
  });

  it('takes a site override, rendered as text', () => {
    render(
      <MessagesProvider messages={{ requiredNote: { text: '<b>*</b> obrigatório' } }}>
        <RequiredNote />
      </MessagesProvider>,
    );
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>*</b> obrigatório')).toBeInTheDocument();
  });
});
