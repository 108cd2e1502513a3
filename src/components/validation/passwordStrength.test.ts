import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParams, fuzzTimeout } from '../../test/fuzz';
import { isStrongPassword } from './password';
import {
  checkPasswordStrength,
  MIN_PASSWORD_SCORE,
  PASSWORD_RULES_ATTRIBUTE,
  passwordStrengthError,
  strengthUserInputs,
  weakPasswordMessage,
  type PasswordStrength,
} from './passwordStrength';

// The estimator builds its dictionaries once (about a second on a busy machine): generous timeouts.
const SLOW = 30_000;

/** Passwords the five rules accept that a person guesses at once. */
const weakButRuleAbiding = ['Senha@123', 'Brasil@2024', 'Flamengo@1', 'Abc@1234', 'Senha123!'];
/** A passphrase, and passwords the existing tests use on create, reset and change password. */
const strong = ['Jabuticaba#Pedal7Quintal', 'Mangueira Azul Pipoca 42!', 'Senha@Forte1', 'Nova@Senha22', 'Senha@Forte2'];

const weak: PasswordStrength = { score: 1, feedback: { warning: 'Esta é uma senha muito comum.', suggestions: ['Adicione mais palavras menos comuns.'] } };
const good: PasswordStrength = { score: 4, feedback: { warning: null, suggestions: [] } };

describe('checkPasswordStrength', () => {
  it.each(weakButRuleAbiding)('scores %s below the minimum, though it meets every rule', async (password) => {
    expect(isStrongPassword(password)).toBe(true);
    const { score } = await checkPasswordStrength(password);
    expect(score).toBeLessThan(MIN_PASSWORD_SCORE);
  }, SLOW);

  it.each(strong)('scores %s at or above the minimum', async (password) => {
    const { score } = await checkPasswordStrength(password, strengthUserInputs(['Maria Silva', 'maria.silva@exemplo.com.br']));
    expect(score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  }, SLOW);

  it('says why in Portuguese: a near-miss of a common password', async () => {
    const { feedback } = await checkPasswordStrength('Senha@123');
    expect(feedback.warning).toBe('Esta é uma senha muito comum.');
    expect(feedback.suggestions).toContain('Adicione mais palavras menos comuns.');
  }, SLOW);

  it("counts the person's own data as an easy guess", async () => {
    const password = 'Gleiciane@Tavernard1';
    const alone = await checkPasswordStrength(password);
    const withInputs = await checkPasswordStrength(password, strengthUserInputs(['Gleiciane Tavernard', 'gleiciane.tavernard@exemplo.com.br']));
    expect(alone.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(withInputs.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(withInputs.feedback.warning).toBe('Ela tem dados seus, como o seu nome ou e-mail.');
    const fromEmail = await checkPasswordStrength(password, strengthUserInputs(['gleiciane.tavernard@exemplo.com.br']));
    expect(fromEmail.score).toBeLessThan(MIN_PASSWORD_SCORE);
  }, SLOW);

  it('never suggests dropping symbols or digits, which the rules require', async () => {
    // The pack's `noNeed` says strong passwords need no symbols, digits or capitals: it is replaced.
    const { feedback } = await checkPasswordStrength('');
    expect(feedback.suggestions).toContain('Uma frase com várias palavras pouco comuns é forte e fácil de lembrar.');
    expect(feedback.suggestions.join(' ')).not.toMatch(/sem usar símbolos/);
  }, SLOW);

  it('takes any text without throwing, always giving a score from 0 to 4', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 24 }), async (password) => {
        const { score } = await checkPasswordStrength(password);
        expect([0, 1, 2, 3, 4]).toContain(score);
      }),
      fuzzParams(20),
    );
  }, fuzzTimeout(120_000));
});

describe('passwordStrengthError', () => {
  it('refuses Senha@123 with the reason, in Portuguese', async () => {
    await expect(passwordStrengthError('Senha@123')).resolves.toBe(
      'Esta senha é fácil de adivinhar. Esta é uma senha muito comum. Adicione mais palavras menos comuns.',
    );
  }, SLOW);

  it('accepts a strong passphrase', async () => {
    await expect(passwordStrengthError('Jabuticaba#Pedal7Quintal')).resolves.toBeNull();
  }, SLOW);

  it('falls back to the rules (no error) when the estimator cannot load', async () => {
    await expect(passwordStrengthError('Senha@123', [], { check: () => Promise.reject(new Error('chunk')) })).resolves.toBeNull();
  });

  it('falls back to the rules when the estimator does not answer in time', async () => {
    const never = () => new Promise<PasswordStrength>(() => undefined);
    await expect(passwordStrengthError('Senha@123', [], { check: never, timeoutMs: 10 })).resolves.toBeNull();
  });

  it('gives the refusal from whatever estimator it is given', async () => {
    await expect(passwordStrengthError('x', [], { check: () => Promise.resolve(weak) })).resolves.toMatch(/^Esta senha é fácil de adivinhar\./);
    await expect(passwordStrengthError('x', [], { check: () => Promise.resolve(good) })).resolves.toBeNull();
  });
});

describe('weakPasswordMessage', () => {
  it('joins the refusal, the warning and the first suggestion', () => {
    expect(weakPasswordMessage(weak)).toBe('Esta senha é fácil de adivinhar. Esta é uma senha muito comum. Adicione mais palavras menos comuns.');
  });

  it('has a suggestion of its own when the estimator gives none', () => {
    expect(weakPasswordMessage({ score: 2, feedback: { warning: null, suggestions: [] } })).toBe(
      'Esta senha é fácil de adivinhar. Use uma frase com palavras pouco comuns, além de números e símbolos.',
    );
  });

});

describe('strengthUserInputs', () => {
  it("keeps whole values, an e-mail's local part and their parts of three or more characters, lower-cased", () => {
    expect(strengthUserInputs(['Maria da Silva', ' maria.silva@exemplo.com.br ', '', null, undefined])).toEqual([
      'maria da silva',
      'maria',
      'silva',
      'maria.silva@exemplo.com.br',
      'maria.silva',
      'exemplo',
      'com',
    ]);
  });
});

describe('PASSWORD_RULES_ATTRIBUTE', () => {
  it('describes the five rules in the passwordrules syntax', () => {
    expect(PASSWORD_RULES_ATTRIBUTE).toBe('minlength: 8; required: lower; required: upper; required: digit; required: special;');
  });
});
