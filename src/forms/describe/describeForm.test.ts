import { describe, expect, it } from 'vitest';
import { fieldsFor } from './describeForm';
import { prefillOf } from './prefill';

interface Vars {
  login: string;
  secret: string;
}

const { field, form } = fieldsFor<Vars, object, object, { longest: number }>();

const example = form({
  login: field({
    empty: '', prefillFrom: 'login', draft: (stored) => typeof stored === 'string', serverError: true,
    prefill: (value) => (value.startsWith('x') ? undefined : value.toUpperCase()),
    rule: (value, { longest }) => (value.length > longest ? 'longa' : null),
    send: (login) => ({ login }),
  }),
  secret: field({ empty: '', rule: (value) => (value === '' ? 'vazia' : null), send: (secret) => ({ secret }) }),
  repeated: field({ empty: '', rule: (value, _context, { secret }: { secret: string }) => (value === secret ? null : 'diferente') }),
});

const values = { login: 'ana', secret: 'abc', repeated: 'abc' };

describe('describeForm', () => {
  it('reads a field’s own link parameter (its first usable value), and not `prefill[<name>]` for it', () => {
    expect(prefillOf(example, '?login=ana&login=bia')).toEqual({ login: 'ANA' });
    expect(prefillOf(example, '?login=xis&login=bia')).toEqual({ login: 'BIA' });
    expect(prefillOf(example, '?prefill[login]=ana&secret=abc')).toEqual({});
    expect(example.prefillKeys).toEqual(['login']);
  });

  it('gives a rule the other values it names, and the form’s own rule arguments', () => {
    expect(example.errors({ ...values, repeated: 'abd' }, {}, { longest: 3 })).toEqual([{ field: 'repeated', message: 'diferente' }]);
    expect(example.errors({ login: 'anabela', secret: '', repeated: '' }, {}, { longest: 3 })).toEqual([
      { field: 'login', message: 'longa' },
      { field: 'secret', message: 'vazia' },
    ]);
    const rules = example.rules({ longest: 10 });
    expect(rules.repeated?.({ ...values, repeated: 'x' }, { whileTyping: false })).toBe('diferente');
    expect(rules.login?.({ ...values, login: 'a'.repeat(11) }, { whileTyping: false })).toBe('longa');
  });

  it('names the draft’s and the server errors’ fields, and builds the variables', () => {
    expect(example.draftFields).toEqual(['login']);
    expect(example.serverFields).toEqual(['login']);
    expect(example.toVariables(values, {}, {})).toEqual({ login: 'ana', secret: 'abc' });
  });
});
