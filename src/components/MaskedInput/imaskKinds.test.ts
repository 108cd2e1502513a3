import IMask from 'imask/holder';
import { describe, expect, it } from 'vitest';
import { maskOptions } from './MaskedInput';

// imask's whole package registers every kind of mask it has (numbers, dates, ranges, enums, repeats,
// dynamic masks): about 5 kB brotli of a route's code that no field of ours uses. The masked input
// loads imask's core and the two kinds the fields use: a pattern (with its regular-expression slots)
// and, for the overflow block, a function.
describe('the masked input’s imask', () => {
  it('has the pattern, regular-expression and function masks, and no other kind', () => {
    expect(IMask.MaskedPattern).toBeDefined();
    expect(IMask.MaskedRegExp).toBeDefined();
    expect(IMask.MaskedFunction).toBeDefined();
    for (const kind of ['MaskedNumber', 'MaskedDate', 'MaskedRange', 'MaskedEnum', 'MaskedDynamic', 'RepeatBlock'] as const) expect(IMask[kind], kind).toBeUndefined();
  });

  it('masks with what it has: a pattern, and a pattern with its overflow block', () => {
    const cpf = IMask.createMask(maskOptions({ pattern: '000.000.000-00' }));
    cpf.resolve('52998224725');
    expect(cpf.value).toBe('529.982.247-25');
    const kept = IMask.createMask(maskOptions({ pattern: '000.000.000-00', keepOverflow: true }));
    kept.resolve('529982247251');
    expect(kept.value).toBe('529.982.247-251');
    const cnpj = IMask.createMask(maskOptions({ pattern: '##.###.###/####-00', prepare: (text) => text.toUpperCase().replace(/[^0-9A-Z]/g, '') }));
    cnpj.resolve('12abc34501de35');
    expect(cnpj.value).toBe('12.ABC.345/01DE-35');
  });
});
