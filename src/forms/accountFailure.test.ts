import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { BadResponseError, GraphQLResponseError, NetworkError } from '../relay/errors';
import { classifyFailure, failureMessages } from '../relay/failure';
import type { ValidatedForm } from '../components/Form';
import { classifyAccountFailure, showAccountFailure } from './accountFailure';

const fields = ['currentPassword', 'newPassword'] as const;
const validation = (entries: Record<string, unknown>) => new GraphQLResponseError([{ message: 'validation', extensions: { validation: entries } }]);

describe('classifyAccountFailure', () => {
  it('puts validation messages under the form’s fields, prefixed keys included, and the rest in the general list', () => {
    const error = validation({ currentPassword: ['Senha atual incorreta.'], 'input.newPassword': ['Fraca.', 'Igual.'], other: ['Outra coisa.'] });
    expect(classifyAccountFailure(error, fields)).toEqual({
      kind: 'messages',
      fieldErrors: { currentPassword: 'Senha atual incorreta.', newPassword: 'Fraca. Igual.' },
      generalErrors: ['Outra coisa.'],
    });
  });

  it('reads the errors Relay hands over in `source.errors` and in a bare `{ errors }`', () => {
    const entry = { message: 'validation', extensions: { validation: { newPassword: ['Fraca.'] } } };
    for (const error of [{ source: { errors: [entry] } }, { errors: [entry] }]) {
      expect(classifyAccountFailure(error, fields)).toMatchObject({ fieldErrors: { newPassword: 'Fraca.' }, generalErrors: [] });
    }
  });

  it('tells an ended session apart, whatever else came with it', () => {
    const error = new GraphQLResponseError([
      { message: 'validation', extensions: { validation: { newPassword: ['Fraca.'] } } },
      { message: 'Sua sessão expirou.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect(classifyAccountFailure(error, fields)).toEqual({ kind: 'unauthenticated' });
  });

  it('says when to try again after too many attempts', () => {
    const error = new GraphQLResponseError([{ message: 'Muitas', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 90 } }]);
    expect(classifyAccountFailure(error, fields)).toMatchObject({ generalErrors: ['Muitas tentativas. Tente novamente em 2 minutos.'] });
  });

  it('explains transport failures and other server messages in normaliseError’s words', () => {
    expect(classifyAccountFailure(new NetworkError(), fields)).toMatchObject({ generalErrors: ['Sem conexão com a internet'] });
    expect(classifyAccountFailure(new BadResponseError(503), fields)).toMatchObject({ fieldErrors: {}, generalErrors: [expect.stringContaining('indisponível')] });
    expect(classifyAccountFailure(new GraphQLResponseError([{ message: 'Conta bloqueada.' }]), fields)).toMatchObject({ generalErrors: ['Conta bloqueada.'] });
    expect(classifyAccountFailure(validation({}), fields)).toMatchObject({ generalErrors: [failureMessages.unexpected] });
  });

  it('never throws and always explains something, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (error) => {
        const failure = classifyAccountFailure(error, fields);
        if (failure.kind === 'messages') expect(failure.generalErrors.length + Object.keys(failure.fieldErrors).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('an invalid link (INVALID_TOKEN), as EmailConfirmation reads it', () => {
  it('is found in a response’s errors, in Relay’s source.errors, and never in anything else', () => {
    const error = new GraphQLResponseError([{ message: 'Link expirado.', extensions: { code: 'INVALID_TOKEN' } }, { message: 'x' }]);
    expect(classifyFailure(error).kind).toBe('invalidToken');
    expect(classifyFailure({ source: { errors: [{ message: 'y', extensions: { code: 'UNAUTHENTICATED' } }] } }).kind).toBe('unauthenticated');
    expect(classifyFailure(new NetworkError()).kind).toBe('network');
    fc.assert(fc.property(fc.anything(), (anything) => typeof classifyFailure(anything).kind === 'string'));
  });
});

describe('showAccountFailure', () => {
  type Values = { currentPassword: string; newPassword: string };
  const formSpy = () => ({ showErrors: vi.fn() }) as unknown as ValidatedForm<Values> & { showErrors: ReturnType<typeof vi.fn> };

  it('shows the messages under the fields and in the list, with the summary title', () => {
    const form = formSpy();
    showAccountFailure(form, validation({ newPassword: ['Fraca.'], other: ['Outra coisa.'] }), fields, 'Não foi possível alterar a senha');
    expect(form.showErrors).toHaveBeenCalledWith({
      fieldErrors: { newPassword: 'Fraca.' },
      generalErrors: ['Outra coisa.'],
      summaryTitle: 'Não foi possível alterar a senha',
    });
  });

  it('marks a lost connection, so that the form offers to send again and clears it once back online; no other failure', () => {
    const form = formSpy();
    showAccountFailure(form, new NetworkError(), fields, 'Título');
    expect(form.showErrors).toHaveBeenCalledWith({ fieldErrors: {}, generalErrors: ['Sem conexão com a internet'], summaryTitle: 'Título', offline: true });
    for (const error of [new BadResponseError(503), validation({ other: ['Outra coisa.'] })]) {
      const other = formSpy();
      showAccountFailure(other, error, fields, 'Título');
      expect(other.showErrors).toHaveBeenCalledWith(expect.not.objectContaining({ offline: true }));
    }
  });

  it('ends the session here when the server ended it, and shows nothing on the form', () => {
    localStorage.setItem('jwt', 'token');
    localStorage.setItem('user', JSON.stringify({ name: 'Maria' }));
    const form = formSpy();
    showAccountFailure(form, new GraphQLResponseError([{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }]), fields, 'Título');
    expect(form.showErrors).not.toHaveBeenCalled();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
