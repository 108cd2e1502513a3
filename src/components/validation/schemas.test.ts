import fc from 'fast-check';
import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf';
import { birthDateRule, cpfRule, createPasswordSchema, createSignUpSchema, emailRule, phoneRule, schemaMessages } from './schemas';

const TODAY = '2026-11-15';

const validSignUp = {
  name: 'Maria da Silva',
  email: 'maria@exemplo.com.br',
  password: 'Senha@123',
  identity: '52998224725',
  phoneNumber: '',
  bornOn: '1990-04-12',
  acceptsUserTerms: true,
  acceptsReceiveOffers: false,
};

/** The message of each failing field, as react-hook-form shows them. */
async function errorsOf(schema: { validate: (value: unknown, options: { abortEarly: false }) => Promise<unknown> }, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !(inner.path in byField)) byField[inner.path] = inner.message;
    return byField;
  }
}

describe('createSignUpSchema', () => {
  it('accepts a complete sign-up', async () => {
    await expect(errorsOf(createSignUpSchema({ today: TODAY }), validSignUp)).resolves.toEqual({});
  });

  it('requires every field but the phone, with the spec messages', async () => {
    const errors = await errorsOf(createSignUpSchema({ today: TODAY }), {});
    expect(errors).toEqual({
      name: 'Campo obrigatório',
      email: 'Campo obrigatório',
      password: 'Campo obrigatório',
      identity: 'Campo obrigatório',
      bornOn: 'Campo obrigatório',
      acceptsUserTerms: 'Para concluir, é necessário aceitar os Termos de Serviço, Política de Privacidade e Regulamento.',
    });
  });

  it('gives each rule its message', async () => {
    const errors = await errorsOf(createSignUpSchema({ today: TODAY }), {
      ...validSignUp,
      name: '   ',
      email: 'maria@',
      password: 'senha',
      identity: '52998224724',
      phoneNumber: '1198765432',
      bornOn: '2010-01-01',
      acceptsUserTerms: false,
    });
    expect(errors).toEqual({
      name: 'Campo obrigatório',
      email: 'Email inválido',
      password: schemaMessages.password,
      identity: 'CPF inválido',
      phoneNumber: 'Número de telefone inválido',
      bornOn: 'Você precisa ser maior de 18 anos',
      acceptsUserTerms: schemaMessages.acceptsUserTerms,
    });
  });

  it('says how long a name may be, and keeps the name as typed', async () => {
    const name = `Maria ${'a'.repeat(10_000)}`;
    await expect(errorsOf(createSignUpSchema({ today: TODAY }), { ...validSignUp, name })).resolves.toEqual({ name: 'O nome pode ter até 200 caracteres.' });
    await expect(errorsOf(createSignUpSchema({ today: TODAY }), { ...validSignUp, name: ` ${'a'.repeat(200)} ` })).resolves.toEqual({});
    const schema = createSignUpSchema({ today: TODAY, messages: { nameTooLong: 'Nome longo demais' } });
    await expect(errorsOf(schema, { ...validSignUp, name })).resolves.toEqual({ name: 'Nome longo demais' });
  });

  it('leaves hidden fields out', async () => {
    const schema = createSignUpSchema({ today: TODAY, hidden: ['bornOn', 'identity'] });
    await expect(errorsOf(schema, { ...validSignUp, bornOn: 'não é data', identity: '' })).resolves.toEqual({});
    expect(Object.keys(schema.fields)).not.toContain('bornOn');
  });

  it('lets a site override a message', async () => {
    const schema = createSignUpSchema({ today: TODAY, messages: { cpf: 'CPF não confere', required: 'Preencha este campo' } });
    const errors = await errorsOf(schema, { ...validSignUp, identity: '52998224724', name: '' });
    expect(errors).toEqual({ identity: 'CPF não confere', name: 'Preencha este campo' });
  });

  it('trims the name and the e-mail', () => {
    const values = createSignUpSchema({ today: TODAY }).cast({ ...validSignUp, name: ' Maria ', email: ' maria@exemplo.com.br ' });
    expect(values.name).toBe('Maria');
    expect(values.email).toBe('maria@exemplo.com.br');
  });
});

describe('field rules', () => {
  it('cpfRule says "CPF inválido" only for 11 digits', async () => {
    await expect(cpfRule().validate('5299822472')).rejects.toThrow(schemaMessages.cpfIncomplete);
    await expect(cpfRule().validate('52998224724')).rejects.toThrow('CPF inválido');
    await expect(cpfRule().validate('52998224725')).resolves.toBe('52998224725');
  });

  it('waits for a complete value when the context says the user is typing', async () => {
    const typing = { context: { whileTyping: true } };
    await expect(cpfRule().validate('5299822472', typing)).resolves.toBe('5299822472');
    await expect(cpfRule().validate('52998224724', typing)).rejects.toThrow('CPF inválido');
    await expect(phoneRule().validate('1198765', typing)).resolves.toBe('1198765');
    await expect(birthDateRule({ today: TODAY }).validate('1204', typing)).resolves.toBe('1204');
    await expect(birthDateRule({ today: TODAY }).validate('1204')).rejects.toThrow('Data de nascimento inválida');
  });

  it('cpfRule agrees with isValidCpf on any 11 digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[0-9]{11}$/), async (cpf) => {
        expect(cpfRule().isValidSync(cpf)).toBe(isValidCpf(cpf));
      }),
      { numRuns: 200 },
    );
  });

  it('phoneRule is optional', async () => {
    await expect(phoneRule().validate('')).resolves.toBe('');
    await expect(phoneRule().validate(undefined)).resolves.toBe('');
  });

  it('emailRule is required', async () => {
    await expect(emailRule().validate('')).rejects.toThrow('Campo obrigatório');
  });

  it('birthDateRule reads today when it validates, not when it is built', async () => {
    const rule = birthDateRule();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await expect(rule.validate(iso)).rejects.toThrow('Data de nascimento inválida');
    await expect(birthDateRule({ today: '2026-03-01' }).validate('2008-02-29')).resolves.toBe('2008-02-29');
    await expect(birthDateRule({ today: '2026-02-28' }).validate('2008-02-29')).rejects.toThrow('Você precisa ser maior de 18 anos');
  });
});

describe('createPasswordSchema', () => {
  it('gives the create-password messages', async () => {
    const schema = createPasswordSchema();
    await expect(errorsOf(schema, {})).resolves.toEqual({ password: 'Digite uma senha', passwordConfirmation: 'Confirme a senha' });
    await expect(errorsOf(schema, { password: 'Senha@123', passwordConfirmation: 'Senha@124' })).resolves.toEqual({
      passwordConfirmation: 'A confirmação de senha não foi repetida corretamente',
    });
    await expect(errorsOf(schema, { password: 'fraca', passwordConfirmation: 'fraca' })).resolves.toEqual({ password: schemaMessages.password });
    await expect(errorsOf(schema, { password: 'Senha@123', passwordConfirmation: 'Senha@123' })).resolves.toEqual({});
  });
});
