import { estimatorWith, startEstimatorWorker } from './estimatorWorker';
import { validationMessages } from './messages.ts';
import { importOnce } from './loadOnce';

/** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the strength estimator says of a password, its feedback in Portuguese. */
export interface PasswordStrength {
  score: PasswordScore;
  feedback: {
    /** Why the password is easy to guess, when the estimator knows; null otherwise. */
    warning: string | null;
    /** How to make it stronger. */
    suggestions: string[];
  };
}

/** The estimator as a function: the default loads zxcvbn-ts on first use. */
export type PasswordStrengthCheck = (password: string, userInputs?: readonly string[]) => Promise<PasswordStrength>;

/** A new password (create, reset, change) is refused below this score. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The `passwordrules` attribute of new-password inputs, so password managers (Safari's, 1Password)
 * generate a password the rules accept.
 */
export const PASSWORD_RULES_ATTRIBUTE = 'minlength: 8; required: lower; required: upper; required: digit; required: special;';

/** How long a submit waits for the estimator to load before it falls back to the rules alone. */
export const STRENGTH_CHECK_TIMEOUT_MS = 10_000;

// zxcvbn-ts and its dictionaries (common passwords, Brazilian words, names and Wikipedia terms)
// are hundreds of kilobytes: they load on demand, in chunks of their own, never with the first render.
/**
 * The estimator, in a worker when one starts (passwordEstimator.worker.ts), else on the page, loaded
 * once either way; a failed load is forgotten, so the next call tries again.
 */
const estimator = estimatorWith(
  () =>
    startEstimatorWorker(() => new Worker(new URL('./passwordEstimator.worker.ts', import.meta.url), { type: 'module', name: 'forca-da-senha' })),
  importOnce(() => import('./_passwordEstimator.ts')),
);

/** Starts loading the estimator, in a task of its own (on the first focus or keystroke of a new-password field); never throws. */
export function preloadPasswordStrength(): void {
  estimator.preload();
}

/**
 * How hard `password` is to guess (zxcvbn-ts with its common and Brazilian Portuguese dictionaries),
 * with the person's own data (`userInputs`: name, e-mail) counted as easy guesses. Loads the
 * estimator on first use, in a worker where one starts; rejects when it cannot be loaded.
 */
export const checkPasswordStrength: PasswordStrengthCheck = (password, userInputs = []) => estimator.estimate(password, userInputs);

/**
 * The words of the person's own data worth guessing: whole values, an e-mail's local part (zxcvbn
 * compares the whole password with each, within two edits) and their parts of 3+ characters.
 */
export function strengthUserInputs(values: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim().toLowerCase() ?? '';
    if (trimmed === '') continue;
    words.add(trimmed);
    if (trimmed.includes('@')) words.add(trimmed.slice(0, trimmed.lastIndexOf('@')));
    for (const part of trimmed.split(/[^\p{L}\p{N}]+/u)) if (Array.from(part).length >= 3) words.add(part);
  }
  return [...words];
}

/** The refusal of a weak password: why it is weak and how to improve it, in Portuguese. */
export function weakPasswordMessage({ feedback }: PasswordStrength): string {
  const how = feedback.suggestions[0] ?? validationMessages.passwordWeakHint;
  return [validationMessages.passwordWeak, feedback.warning, how].filter(Boolean).join(' ');
}

/** Options of `passwordStrengthError`. */
export interface PasswordStrengthErrorOptions {
  /** The estimator; `checkPasswordStrength` by default. */
  check?: PasswordStrengthCheck;
  /** How long to wait for it; `STRENGTH_CHECK_TIMEOUT_MS` by default. */
  timeoutMs?: number;
}

/**
 * The message refusing a weak new password, or null when it is strong enough. When the estimator
 * cannot load (offline, a deploy replaced its chunk) or does not answer within `timeoutMs`, this
 * gives null: the rules alone decide, so a submit is never blocked by the meter (the meter tells
 * the person it could not check).
 */
export async function passwordStrengthError(
  password: string,
  userInputs: readonly string[] = [],
  { check = checkPasswordStrength, timeoutMs = STRENGTH_CHECK_TIMEOUT_MS }: PasswordStrengthErrorOptions = {},
): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const strength = await Promise.race([check(password, userInputs), timeout]);
    return strength === null || strength.score >= MIN_PASSWORD_SCORE ? null : weakPasswordMessage(strength);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
