import { ptBR as muiPtBR } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { ptBR } from './ptBR';

type Props = Record<string, unknown>;
const components = (locale: typeof ptBR) => (locale.components ?? {}) as Record<string, { defaultProps: Props } | undefined>;
const props = (locale: typeof ptBR, component: string): Props => components(locale)[component]?.defaultProps ?? {};

describe('the theme’s ptBR locale', () => {
  it('has the same components and texts as MUI’s', () => {
    expect(Object.keys(components(ptBR))).toEqual(Object.keys(components(muiPtBR)));
    for (const component of Object.keys(components(muiPtBR))) {
      const ours = props(ptBR, component);
      const theirs = props(muiPtBR, component);
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      for (const [key, value] of Object.entries(theirs)) if (typeof value === 'string') expect(ours[key]).toBe(value);
    }
  });

  it('gives the same labels from its functions', () => {
    const call = (locale: typeof ptBR, component: string, key: string, ...args: unknown[]) => (props(locale, component)[key] as (...a: unknown[]) => string)(...args);
    for (const type of ['first', 'last', 'next', 'previous']) {
      expect(call(ptBR, 'MuiTablePagination', 'getItemAriaLabel', type)).toBe(call(muiPtBR, 'MuiTablePagination', 'getItemAriaLabel', type));
      expect(call(ptBR, 'MuiPagination', 'getItemAriaLabel', type, 3, false)).toBe(call(muiPtBR, 'MuiPagination', 'getItemAriaLabel', type, 3, false));
    }
    expect(call(ptBR, 'MuiPagination', 'getItemAriaLabel', 'page', 3, true)).toBe(call(muiPtBR, 'MuiPagination', 'getItemAriaLabel', 'page', 3, true));
    expect(call(ptBR, 'MuiPagination', 'getItemAriaLabel', 'page', 3, false)).toBe(call(muiPtBR, 'MuiPagination', 'getItemAriaLabel', 'page', 3, false));
    for (const rows of [{ from: 1, to: 10, count: 12345 }, { from: 1001, to: 2000, count: -1 }]) {
      expect(call(ptBR, 'MuiTablePagination', 'labelDisplayedRows', rows)).toBe(call(muiPtBR, 'MuiTablePagination', 'labelDisplayedRows', rows));
    }
    for (const value of [1, 2.5]) expect(call(ptBR, 'MuiRating', 'getLabelText', value)).toBe(call(muiPtBR, 'MuiRating', 'getLabelText', value));
  });
});
