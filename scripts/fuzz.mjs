// Runs the property tests with many more runs than `vitest run` does, under one seed for every
// file, and prints the seed first so a failure can be replayed exactly:
//   FUZZ_RUNS=20000 npm run fuzz            (default 10,000 runs per property)
//   FUZZ_SEED=123456 FUZZ_RUNS=20000 npm run fuzz
// Extra arguments go to Vitest (a file filter, for instance).
import { run } from './run.mjs';

/** The test files whose properties read `fuzzParams()` (src/test/fuzz.ts). */
const propertyFiles = [
  'src/services/session/token.test.ts',
  'src/services/redirects/urls.test.ts',
  'src/services/redirects/openRedirectCorpus.test.ts',
  'src/features/signup/Register/prefill.test.ts',
  'src/features/signup/Register/draft.test.ts',
  'src/components/validation/identifier.test.ts',
  'src/features/password/PasswordForm/passwordSubmission.test.ts',
  'src/relay/fetchGraphQL.test.ts',
  'src/relay/normalizeError.test.ts',
  'src/components/validation/cpf.test.ts',
  'src/components/validation/cnpj.test.ts',
  'src/components/validation/phone.test.ts',
  'src/components/validation/birthDate.test.ts',
  'src/components/MaskedInput/paste.test.ts',
  'src/components/validation/email.test.ts',
  'src/components/validation/digits.test.ts',
  'src/components/validation/required.test.ts',
  'src/components/validation/index.test.ts',
  'src/test/hostileInput.test.ts',
];

const runs = process.env.FUZZ_RUNS || '10000';
const givenSeed = process.env.FUZZ_SEED?.trim();
const seed = givenSeed || String(Math.floor(Math.random() * 0x7fffffff));
console.log(`fuzz: FUZZ_RUNS=${runs} FUZZ_SEED=${seed} (replay with: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`);
const started = Date.now();
// Long properties outlive Vitest's 5 s default test timeout.
const code = await run('vitest', ['run', '--testTimeout=600000', '--maxWorkers=2', ...propertyFiles, ...process.argv.slice(2)], {
  env: { FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
console.log(`fuzz: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s, FUZZ_SEED=${seed}`);
process.exit(code);
