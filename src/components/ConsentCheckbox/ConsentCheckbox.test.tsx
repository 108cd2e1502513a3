import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../messages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { TermsConsentLabel } from './ConsentLabels';

const urls = { termsUrl: '/termos', privacyUrl: '/privacidade', rulesUrl: '/regulamento' };

describe('ConsentCheckbox', () => {
  it('does not toggle the checkbox when a link in its label is followed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ConsentCheckbox id="terms" label={<TermsConsentLabel {...urls} />} checked={false} onChange={onChange} />);
    const link = screen.getByRole('link', { name: /Regulamento/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('places the links where a site moves them in its own wording', () => {
    render(
      <MessagesProvider messages={{ consentCheckbox: { terms: 'Concordo com o {rules} e os {terms} ({privacy}).', rulesLink: 'Regulamento da promoção' } }}>
        <TermsConsentLabel {...urls} />
      </MessagesProvider>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Regulamento da promoção (abre em nova aba)',
      'Termos de Serviço (abre em nova aba)',
      'Política de Privacidade (abre em nova aba)',
    ]);
    expect(document.body).toHaveTextContent(/^Concordo com o Regulamento da promoção.* e os Termos de Serviço.* \(Política de Privacidade.*\)\.$/);
  });

  it('renders markup in copy and unknown placeholders as plain text', () => {
    render(
      <MessagesProvider messages={{ consentCheckbox: { terms: '<b>Aceito</b> os {terms} e {outro}.' } }}>
        <TermsConsentLabel {...urls} />
      </MessagesProvider>,
    );
    expect(document.querySelector('b')).toBeNull();
    expect(document.body).toHaveTextContent('<b>Aceito</b> os Termos de Serviço (abre em nova aba) e {outro}.');
  });

  it('marks the checkbox invalid only while there is an error', () => {
    const { rerender } = render(<ConsentCheckbox id="terms" label="Aceito" error="Aceite para continuar." checked={false} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Aceito' })).toHaveAttribute('aria-invalid', 'true');
    rerender(<ConsentCheckbox id="terms" label="Aceito" checked onChange={() => {}} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Aceito' });
    expect(checkbox).not.toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Aceite para continuar.')).toBeNull();
  });

  it('forwards inputRef and name to the checkbox', () => {
    const ref = createRef<HTMLInputElement>();
    render(<ConsentCheckbox id="offers" name="acceptsReceiveOffers" label="Ofertas" checked={false} inputRef={ref} onChange={() => {}} />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Ofertas' }));
    expect(ref.current).toHaveAttribute('name', 'acceptsReceiveOffers');
  });
});
