import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTooltip } from './InfoTooltip';

const TEXT = 'Usamos seu CPF para identificar você no programa.';

describe('InfoTooltip', () => {
  it('keeps the text in the description while closed, for screen readers', () => {
    render(<InfoTooltip subject="CPF" text={TEXT} />);
    expect(screen.getByRole('button', { name: 'Mais informações sobre CPF' })).toHaveAccessibleDescription(TEXT);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when the focus leaves, even after a tap pinned it open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InfoTooltip subject="CPF" text={TEXT} />
        <button type="button">Depois</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Mais informações sobre CPF' }));
    await user.unhover(screen.getByRole('button', { name: 'Mais informações sobre CPF' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes a pinned tooltip on a press outside it, where a click does not focus the button (Safari)', () => {
    render(
      <>
        <InfoTooltip subject="CPF" text={TEXT} />
        <p>Fora</p>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mais informações sobre CPF' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Fora'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('ignores keys other than Escape', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip subject="CPF" text={TEXT} />);
    await user.hover(screen.getByRole('button'));
    await user.keyboard('a');
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('renders markup in the text as plain text', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip subject="<b>CPF</b>" text="<img src=x onerror=alert(1)>" />);
    await user.hover(screen.getByRole('button', { name: 'Mais informações sobre <b>CPF</b>' }));
    expect(document.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('tooltip')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
