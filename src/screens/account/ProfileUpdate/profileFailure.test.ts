import { describe, expect, it } from 'vitest';
import { BadResponseError, GraphQLResponseError, NetworkError } from '../../../relay/errors';
import { classifyProfileFailure, isUnauthenticated } from './profileFailure';

const fields = ['name', 'phoneNumber', 'bornOn'] as const;
const validation = (entries: Record<string, unknown>) => new GraphQLResponseError([{ message: 'validation', extensions: { validation: entries } }]);

describe('classifyProfileFailure', () => {
  it('recognises an ended session in any shape', () => {
    const entry = { message: 'Sua sessão expirou.', extensions: { code: 'UNAUTHENTICATED' } };
    expect(classifyProfileFailure(new GraphQLResponseError([entry]), fields)).toEqual({ kind: 'unauthenticated' });
    expect(classifyProfileFailure({ errors: [entry] }, fields)).toEqual({ kind: 'unauthenticated' });
    expect(classifyProfileFailure({ source: { errors: [entry] } }, fields)).toEqual({ kind: 'unauthenticated' });
    expect(isUnauthenticated(new GraphQLResponseError([entry]))).toBe(true);
    expect(isUnauthenticated(new NetworkError())).toBe(false);
  });

  it('puts validation of its fields under them (prefixed keys too), joined', () => {
    const failure = classifyProfileFailure(validation({ name: ['Curto.', 'Longo.'], 'input.bornOn': 'Data de nascimento inválida.' }), fields);
    expect(failure).toEqual({ kind: 'failed', fieldErrors: { name: 'Curto. Longo.', bornOn: 'Data de nascimento inválida.' }, generalErrors: [] });
  });

  it('lists validation of other fields and other messages under the form', () => {
    const failure = classifyProfileFailure(
      new GraphQLResponseError([
        { message: 'validation', extensions: { validation: { phoneNumber: ['Número de telefone inválido.'], email: ['E-mail inválido.'] } } },
        { message: 'Serviço em manutenção.' },
      ]),
      fields,
    );
    expect(failure).toEqual({ kind: 'failed', fieldErrors: { phoneNumber: 'Número de telefone inválido.' }, generalErrors: ['E-mail inválido.', 'Serviço em manutenção.'] });
  });

  it('explains transport failures in Portuguese', () => {
    expect(classifyProfileFailure(new NetworkError(), fields)).toEqual({ kind: 'failed', fieldErrors: {}, generalErrors: ['Sem conexão com a internet'] });
    expect(classifyProfileFailure(new BadResponseError(503), fields)).toMatchObject({ generalErrors: ['O serviço está indisponível no momento. Tente novamente em instantes.'] });
  });

  it('never leaves a failure unexplained', () => {
    for (const error of [undefined, null, 'x', {}, new Error('boom'), validation({}), validation({ name: [] }), new GraphQLResponseError([])]) {
      const failure = classifyProfileFailure(error, fields);
      expect(failure.kind).toBe('failed');
      if (failure.kind === 'failed') expect(failure.generalErrors.length + Object.keys(failure.fieldErrors).length).toBeGreaterThan(0);
    }
  });
});
