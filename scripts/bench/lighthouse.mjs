// Lighthouse (the npm package's CLI) on Lighthouse's mobile defaults — a Moto G Power-sized screen,
// simulated slow 4G and 4× CPU slowdown — against Debian's Chromium. Returns each run's figures and
// their median.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { run } from '../run.mjs';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    runtimeError: report.runtimeError?.message ?? null,
  };
}

/** One Lighthouse run of `url` (Chromium started with `chromiumArgs`): its figures, or `{ error }`. */
export async function lighthouseRun({ url, chromePath, chromiumArgs = CHROMIUM_ARGS }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const output = join(dir, 'run.json');
  try {
    // Chromium sometimes loses the trace of a load (NO_NAVSTART): such a run is run again, once.
    const lighthouse = () =>
      run(
        process.execPath,
        [cli, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${output}`, `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`],
        { env: { CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
    let code = await lighthouse();
    if (code !== 0) code = await lighthouse();
    if (code !== 0) return { error: `lighthouse exited with ${code}` };
    return figures(JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The runs and the median of each figure over the runs that produced it. */
export function lighthouseSummary(results) {
  const ok = results.filter((result) => !result.error && !result.runtimeError);
  return {
    runs: results,
    median: {
      score: median(ok.map((r) => r.score)),
      fcpMs: median(ok.map((r) => r.fcpMs)),
      lcpMs: median(ok.map((r) => r.lcpMs)),
      tbtMs: median(ok.map((r) => r.tbtMs)),
      cls: median(ok.map((r) => r.cls)),
    },
  };
}
