import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUpVariants, variantFor } from './signUpVariants';

describe('variantFor', () => {
  it('gives the spec defaults without a driver', () => {
    expect(variantFor(undefined)).toEqual({ visible: { identity: true, bornOn: false }, type: null });
  });

  it('picks the listed variants', () => {
    expect(variantFor('varejo')).toEqual({ visible: { identity: true, bornOn: true }, type: 'RETAILER' });
    expect(variantFor('industria').type).toBe('INDUSTRY_EMPLOYEE');
    expect(variantFor('pdv').type).toBe('POINT_OF_SALES_BUYER');
  });

  it('falls back to default for any unknown driver, prototype names included', () => {
    for (const driver of ['__proto__', 'constructor', 'toString', 'VAREJO', '']) expect(variantFor(driver)).toBe(signUpVariants.default);
    fc.assert(
      fc.property(fc.string(), (driver) => {
        const variant = variantFor(driver);
        expect(Object.values(signUpVariants)).toContain(variant);
      }),
    );
  });
});
