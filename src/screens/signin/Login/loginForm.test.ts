import { describe, expect, it } from 'vitest';
import { loginForm } from './loginForm';
import { prefillOf } from '../../../forms/describe';

describe('loginForm', () => {
  it('prefills the identifier from ?identifier=, shown as typed (a CPF masked), never the password', () => {
    expect(prefillOf(loginForm, '?identifier=52998224725&password=x')).toEqual({ identifier: '529.982.247-25' });
    expect(prefillOf(loginForm, '?identifier=maria%40exemplo.com.br')).toEqual({ identifier: 'maria@exemplo.com.br' });
    expect(prefillOf(loginForm, `?identifier=${'a'.repeat(250)}%40x.com`)).toEqual({});
    expect(prefillOf(loginForm, '?prefill[identifier]=maria%40exemplo.com.br')).toEqual({});
  });

  it('sends a CPF as its digits and an e-mail trimmed', () => {
    expect(loginForm.toVariables({ identifier: '529.982.247-25', password: 'Senha@1' }, {}, {})).toEqual({ identifier: '52998224725', password: 'Senha@1' });
    expect(loginForm.toVariables({ identifier: ' maria@exemplo.com.br ', password: 'p' }, {}, {})).toEqual({ identifier: 'maria@exemplo.com.br', password: 'p' });
  });

  it('spares an incomplete CPF while typed, never an empty field', () => {
    const rules = loginForm.rules();
    expect(rules.identifier?.({ identifier: '529.98', password: '' }, { whileTyping: true })).toBeNull();
    expect(rules.identifier?.({ identifier: '529.98', password: '' }, { whileTyping: false })).not.toBeNull();
    expect(rules.identifier?.({ identifier: '', password: '' }, { whileTyping: true })).not.toBeNull();
    expect(rules.password?.({ identifier: '', password: '' }, { whileTyping: false })).not.toBeNull();
  });
});
