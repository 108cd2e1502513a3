// Runs the property tests with many more runs than `vitest run` does, under one seed for every
// file, and prints the seed first so a failure can be replayed exactly:
//   FUZZ_RUNS=20000 npm run fuzz            (default 10,000 runs per property)
//   FUZZ_SEED=123456 FUZZ_RUNS=20000 npm run fuzz
// Extra arguments go to Vitest (a file filter, for instance).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

/** The test files whose properties read `fuzzParams()` (src/test/fuzz.ts): found, not listed, so a moved or new one is never left out. */
function propertyFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : propertyFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('fuzzParams(') ? [path] : [];
  });
}
const propertyFiles = propertyFilesUnder('src');
if (propertyFiles.length === 0) throw new Error('fuzz: no test reads fuzzParams()');

const runs = process.env.FUZZ_RUNS || '10000';
const givenSeed = process.env.FUZZ_SEED?.trim();
const seed = givenSeed || String(Math.floor(Math.random() * 0x7fffffff));
console.log(`fuzz: ${propertyFiles.length} files, FUZZ_RUNS=${runs} FUZZ_SEED=${seed} (replay with: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz)`);
const started = Date.now();
// Long properties outlive Vitest's 5 s default test timeout.
const code = await run('vitest', ['run', '--testTimeout=600000', '--maxWorkers=2', ...propertyFiles, ...process.argv.slice(2)], {
  env: { FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
console.log(`fuzz: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s, FUZZ_SEED=${seed}`);
process.exit(code);
