// Where the long tasks of a form route's start-up go: `npm run bench:profile -- [--dist DIR] [--runs N]
// [--routes register,login,password]`. Serves the build through nginx (HTTP/2), opens each route in
// Chromium at 4× slower CPU with no network throttling (so the tasks are the CPU's alone), records a
// DevTools trace, and for every task over 50 ms until the app has started prints its length and what
// filled it: script evaluation and compilation, each event handler, React's render and commit, style,
// layout and garbage collection, and the heaviest JavaScript functions of its samples.
// `--slow-network` adds the slow phone's network (scripts/bench/slowPhone.mjs: slow 4G), and `--type` the
// benchmark's person: as soon as the route's field shows, they tap it and type (a CPF, or a password on
// the password link), a key every 120 ms, so the app takes over a page with something typed in it.
// `--save DIR` writes each run's trace (`<route>-<run>.trace.json`, for DevTools' Performance panel) and
// its JavaScript samples (`<route>-<run>.cpuprofile`) there, to read beyond the summary.
// A profile, not a benchmark: timings move with the machine's load; read the shares, not the digits. It
// runs in a fresh Chromium per run, driven as the slow phone's is (scripts/bench/bareChromium.mjs), with
// no DevTools Runtime: under Playwright, which turns it on, V8 records the source positions of every
// `Error` made, and react-dom's module evaluation reads as a long task a phone does not have. The JavaScript
// profiler is on, sampling every 200 µs: its own cost is in the samples, and its profile is built after
// the last task shown.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, requireChromium } from '../chromium.mjs';
import { startNginx } from '../nginx.mjs';
import { ROUTES, TYPING } from './routes.mjs';
import { openBarePage, tap, typeChar } from './bareChromium.mjs';
import { emulateSlowPhoneNetwork, waitInPage } from './slowPhone.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const slowNetwork = args.includes('--slow-network');
const typing = args.includes('--type');
const dist = resolve(option('--dist', 'dist'));
const runs = Math.max(1, Number(option('--runs', 3)) || 3);
const saveTo = option('--save', undefined);
if (saveTo) mkdirSync(saveTo, { recursive: true });
const routeNames = option('--routes', Object.keys(ROUTES).join(',')).split(',');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first, or give --dist.`);
  process.exit(1);
}

const port = 20000 + Math.floor(Math.random() * 20000);
const server = await startNginx({ dist, port });
const chromium = { executablePath: requireChromium(), args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${server.spki}`] };

/** The user timing mark set just before the profiler stops: tasks from it on are the profiler's. */
const STOP_MARK = 'bench-profile-stop';

/** The trace's top-level tasks over 50 ms before the profiler stopped, each with its time by kind and its heaviest functions. */
function longTasks(events) {
  // the page's main thread: of the renderers' main threads, the one that ran the most
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busy = (thread) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const stop = events.find((event) => event.name === STOP_MARK)?.ts ?? Infinity;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000 && event.ts < stop);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const byKind = {};
    for (const event of inside) {
      const kind = {
        EvaluateScript: 'evaluate script',
        'v8.evaluateModule': 'evaluate module',
        'v8.compile': 'compile',
        'v8.compileModule': 'compile',
        FunctionCall: 'function call',
        EventDispatch: `event ${event.args?.data?.type ?? ''}`,
        UpdateLayoutTree: 'style',
        Layout: 'layout',
        MinorGC: 'gc',
        MajorGC: 'gc',
        ParseHTML: 'parse HTML',
        ParseAuthorStyleSheet: 'parse CSS',
        TimerFire: 'timer',
        FireAnimationFrame: 'animation frame',
      }[event.name];
      if (kind) byKind[kind] = (byKind[kind] ?? 0) + event.dur / 1000;
    }
    return { startMs: task.ts / 1000, durationMs: task.dur / 1000, byKind };
  });
}

/** Self time by function (name and script) in the samples between `from` and `to` (ms, trace clock). */
function heaviest(profile, from, to, count = 8) {
  if (!profile) return [];
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    const ms = time / 1000;
    if (ms < from || ms > to) return;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() || '';
    const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

try {
  for (const name of routeNames) {
    for (let run = 0; run < runs; run += 1) {
      const { client: cdp, close } = await openBarePage(chromium);
      try {
        await cdp.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1, mobile: typing });
        if (typing) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        if (slowNetwork) await emulateSlowPhoneNetwork(cdp);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        const events = [];
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
        const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
        await cdp.send('Tracing.start', {
          categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink.user_timing,__metadata',
          transferMode: 'ReportEvents',
        });
        await cdp.send('Profiler.start');
        await cdp.send('Page.navigate', { url: `${server.url}${ROUTES[name]}` });
        if (typing) {
          const { selector, text } = TYPING[name];
          const box = await waitInPage(
            cdp,
            `(() => { const field = document.querySelector(${JSON.stringify(selector)}); if (!field?.checkVisibility()) return null; const { x, y, width, height } = field.getBoundingClientRect(); return { x, y, width, height }; })()`,
          );
          await tap(cdp, box.x + box.width / 2, box.y + box.height / 2);
          for (const char of text) {
            await typeChar(cdp, char);
            await pause(120);
          }
        } else await waitInPage(cdp, `document.readyState === 'complete'`);
        // the app has started when the root carries React's container marker and the page is idle a while
        await waitInPage(cdp, `Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))`);
        await pause(2_000);
        // Stopping the JavaScript profiler builds its profile on the page's main thread: a long task with
        // nothing of the page's in it. It comes after this mark, and is left out.
        await cdp.send('Runtime.evaluate', { expression: `performance.mark('${STOP_MARK}')` });
        const { profile } = await cdp.send('Profiler.stop');
        await cdp.send('Tracing.end');
        await traced;
        if (saveTo) {
          writeFileSync(resolve(saveTo, `${name}-${run + 1}.trace.json`), JSON.stringify({ traceEvents: events }));
          writeFileSync(resolve(saveTo, `${name}-${run + 1}.cpuprofile`), JSON.stringify(profile));
        }
        const tasks = longTasks(events);
        console.log(`\n${name}, run ${run + 1}: ${tasks.length} task(s) over 50 ms, ${tasks.reduce((sum, task) => sum + task.durationMs - 50, 0).toFixed(0)} ms over 50 in all`);
        for (const task of tasks) {
          const kinds = Object.entries(task.byKind)
            .sort((a, b) => b[1] - a[1])
            .filter(([, ms]) => ms >= 2)
            .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
            .join(', ');
          console.log(`  ${task.durationMs.toFixed(0)} ms at ${(task.startMs - tasks[0].startMs).toFixed(0)}: ${kinds}`);
          for (const [fn, ms] of heaviest(profile, task.startMs, task.startMs + task.durationMs)) console.log(`      ${ms.toFixed(1).padStart(6)} ms  ${fn}`);
        }
      } finally {
        await close();
      }
    }
  }
} finally {
  await server.close();
}
