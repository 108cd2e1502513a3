/**
 * Run count and seed for property tests. `FUZZ_RUNS` raises the count (the `fuzz` script runs
 * thousands); `FUZZ_SEED` replays a failure. The seed is logged once per test file, so a red
 * run in CI can be reproduced with `FUZZ_SEED=<seed> npm run fuzz`.
 */
let seed: number | undefined;

function readSeed(): number {
  const given = process.env.FUZZ_SEED?.trim();
  const raw = given ? Number(given) : Number.NaN;
  if (Number.isSafeInteger(raw)) return raw | 0;
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
}

/** `{ numRuns, seed }` for `fc.assert`: `numRuns` from `FUZZ_RUNS`, else `defaultRuns`. */
export function fuzzParams(defaultRuns = 100): { numRuns: number; seed: number } {
  if (seed === undefined) {
    seed = readSeed();
    console.info(`[fuzz] FUZZ_SEED=${seed}`);
  }
  const runs = Number(process.env.FUZZ_RUNS);
  return { numRuns: Number.isSafeInteger(runs) && runs > 0 ? runs : defaultRuns, seed };
}

/**
 * A property test's time limit: `normalMs` in a normal run, and room for its many runs under `npm run
 * fuzz` (a limit written for the default run count would end a thousand-fold run early).
 */
export function fuzzTimeout(normalMs: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isSafeInteger(runs) && runs > 0 ? Math.max(normalMs, 3_600_000) : normalMs;
}
