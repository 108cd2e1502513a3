// Loaded on demand only (see passwordStrength.ts): zxcvbn-ts and its dictionaries weigh hundreds of kilobytes.
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as ptBrDictionary, translations as ptBrTranslations } from '@zxcvbn-ts/language-pt-br';
import type { PasswordStrength } from './passwordStrength.ts';

/**
 * The pt-BR pack's feedback, with our corrections: a few of its sentences are ungrammatical, and
 * `noNeed` ("you can make strong passwords without symbols, digits or capitals") contradicts the
 * programme's own rules, which require them.
 */
export const strengthTranslations: TranslationKeys = {
  ...ptBrTranslations,
  warnings: {
    ...ptBrTranslations.warnings,
    common: 'Esta é uma senha muito comum.',
    similarToCommon: 'Esta senha é parecida com uma senha muito comum.',
    userInputs: 'Ela tem dados seus, como o seu nome ou e-mail.',
    simpleRepeat: 'Caracteres repetidos, como "aaa", são fáceis de adivinhar.',
    extendedRepeat: 'Padrões repetidos, como "abcabcabc", são fáceis de adivinhar.',
    sequences: 'Sequências comuns, como "abc" ou "123", são fáceis de adivinhar.',
  },
  suggestions: {
    ...ptBrTranslations.suggestions,
    capitalization: 'Use letras maiúsculas também fora da primeira letra.',
    reverseWords: 'Evite palavras comuns escritas de trás para frente.',
    dates: 'Evite datas e anos ligados a você.',
    recentYears: 'Evite anos recentes.',
    sequences: 'Evite sequências comuns de caracteres.',
    noNeed: 'Uma frase com várias palavras pouco comuns é forte e fácil de lembrar.',
  },
};

/**
 * The Levenshtein distance also catches near-misses of common passwords ('Senha@123' is one edit
 * from 'senha123'). It runs on the main thread once typing pauses, so its cost is bounded: at most
 * 4 leet substitutions are tried (a generated password full of symbols took seconds with the default
 * 100 on a busy machine) and only the first 64 characters are read (longer ones are strong anyway).
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...ptBrDictionary },
  graphs: adjacencyGraphs,
  translations: strengthTranslations,
  useLevenshteinDistance: true,
  l33tMaxSubstitutions: 4,
  maxLength: 64,
});

/** zxcvbn's estimate of `password`, the person's own data counted as easy guesses. */
export function estimatePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength {
  const { score, feedback } = zxcvbn.check(password, [...userInputs]);
  return { score, feedback: { warning: feedback.warning || null, suggestions: [...feedback.suggestions] } };
}
