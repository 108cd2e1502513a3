import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { looksPersonal, pushEvent, REDACTED, signUpFunnelSteps, trackClick, trackFunnelStep, trackPageView } from './dataLayer';

beforeEach(() => {
  delete window.dataLayer;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('dataLayer events', () => {
  it('pushes a page view with the route pattern, creating dataLayer when absent', () => {
    trackPageView('recovery/profile', '/recovery/profile');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_title: 'recovery/profile', page_path: '/recovery/profile' }]);
  });

  it('pushes clicks and funnel steps after what the tag manager already holds', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    trackClick('cadastro', 'criar-conta');
    trackFunnelStep(signUpFunnelSteps.registration, 'success');
    trackFunnelStep(signUpFunnelSteps.profileChoice);
    expect(window.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'click', click_category: 'cadastro', click_label: 'criar-conta' },
      { event: 'funnel_step', funnel: 'sign_up', funnel_step: 8, funnel_result: 'success' },
      { event: 'funnel_step', funnel: 'sign_up', funnel_step: 2 },
    ]);
  });

  it.each([
    ['an e-mail', 'maria.silva@exemplo.com.br'],
    ['a formatted CPF', '529.982.247-25'],
    ['a bare CPF', '52998224725'],
    ['a CNPJ', '12.345.678/0001-95'],
    ['a phone', '(11) 98765-4321'],
    ['a phone with country code', '+55 11 98765 4321'],
  ])('never lets %s out in a free-text field', (_label, value) => {
    trackClick(value, `botão ${value}`);
    expect(window.dataLayer).toEqual([{ event: 'click', click_category: REDACTED, click_label: REDACTED }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain(value);
  });

  it('keeps the portal’s own labels and route patterns', () => {
    for (const text of ['criar-conta', '/password/create/:token', 'etapa 2', 'recovery/choose-reset-options']) expect(looksPersonal(text)).toBe(false);
  });

  it('never pushes a CPF, whatever its formatting (property)', () => {
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }).map((d) => d.join(''));
    fc.assert(
      fc.property(digits, fc.boolean(), (cpf, formatted) => {
        const shown = formatted ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : cpf;
        delete window.dataLayer;
        trackClick('cadastro', `cpf ${shown}`);
        expect(JSON.stringify(window.dataLayer)).not.toContain(cpf.slice(0, 8));
      }),
    );
  });

  it('never throws when a site script broke dataLayer', () => {
    Object.defineProperty(window, 'dataLayer', { value: 'não é lista', configurable: true, writable: true });
    expect(() => pushEvent({ event: 'click', click_category: 'a', click_label: 'b' })).not.toThrow();
  });
});
