// `npm run audit:prod`: known vulnerabilities in the runtime dependencies (devDependencies left out).
// Prints one line of counts by severity and exits 1 on any high or critical one. A registry that
// cannot answer audit requests (this machine's mirror answers 405 to npm's bulk advisory endpoint)
// makes the check informational: one line saying so, exit 0.
import { spawnSync } from 'node:child_process';

const severities = ['critical', 'high', 'moderate', 'low', 'info'];

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });

/** npm audit's JSON report, or undefined when it printed something else. */
function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const report = parse(audit.stdout ?? '');
const counts = report?.metadata?.vulnerabilities;
if (!counts || typeof counts !== 'object') {
  // npm reports an unreachable or refusing endpoint as a JSON error (`message`, `statusCode`) or not at all.
  const reason = report?.message ?? audit.error?.message ?? (audit.stderr ?? '').trim().split('\n').pop() ?? `exit code ${audit.status}`;
  console.log(`audit:prod: skipped, the registry cannot answer audit requests (${reason}).`);
  process.exit(0);
}

const summary = severities.map((severity) => `${severity} ${Number(counts[severity] ?? 0)}`).join(', ');
const blocking = Number(counts.critical ?? 0) + Number(counts.high ?? 0);
console.log(`audit:prod: ${summary} (${Number(report.metadata.dependencies?.prod ?? report.metadata.dependencies?.total ?? 0)} runtime dependencies)${blocking ? ' — high or critical: run `npm audit --omit=dev` for details' : ''}`);
process.exit(blocking ? 1 : 0);
