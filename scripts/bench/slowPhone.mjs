/* global window, document, requestAnimationFrame, MutationObserver, Element -- code passed to the page runs there */
// What a person on a cheap phone feels when they open a form route and start typing at once: Chromium
// with Lighthouse's slow-phone profile applied by DevTools (slow 4G: 562.5 ms round trip, 1.47 Mbit/s
// down, 675 kbit/s up; 4× slower CPU), a 412 px wide touch screen, a cold cache, over the server given
// (HTTP/2 through nginx in the benchmark). One run:
//   1. the page is opened; when the field is on screen ("shows": the first frame in which it is in the
//      page and visible, and not before the first contentful paint), the person taps it and types the
//      text, one key every 120 ms;
//   2. "a key lands": the time from the first key the person presses (its `keydown`, wherever it goes)
//      to the first typed key that lands in the field (an `input` event on it): on an inert page or
//      one the app replaces, the keys go nowhere until the app runs;
//   3. "works": the first moment the app has reacted to what was typed (a CPF comes out masked, a
//      password's checklist marks a rule met), on the page the app has taken over;
//   4. "keys lost": keys typed in the first go that are not in the field once the app runs (an inert
//      page, or an app that replaces the page, loses them). If the first go did not make the form
//      work, the person types it all again, as a person would, and "works" is when that did.
// Also per run: the first contentful paint, when the app's code is all here (the last byte of the
// scripts a pre-rendered page preloads: from then on "works" waits for the CPU alone), the long tasks (over 50 ms) between the start and "works" (and of them, those from the first paint on),
// the long animation frames before "works" with the scripts that filled them (`longFrames`: what ran,
// its file, its time and the style and layout it forced), and the scripts requested before "works". A benchmark, not a test: it throws only when the page
// never works within 60 s.
// Each run is a fresh Chromium driven through the DevTools protocol alone (scripts/bench/bareChromium.mjs),
// not Playwright: Playwright turns DevTools' Runtime on in every page, and with it on, V8 records where in
// the code every `Error` was made, which makes react-dom's evaluation a long task no person's phone has.
// Until the form works, the page is read with `Runtime.evaluate`
// alone (`readInPage`): Playwright's waits and locators would also put its own script in the page, a long
// task that the page's long-task observer would count as the page's own.

import { setTimeout as pause } from 'node:timers/promises';
import { clearFocusedField, openBarePage, tap, typeChar } from './bareChromium.mjs';

/** Lighthouse's mobile throttling (its `slow4G` preset, applied by DevTools rather than simulated). */
export const SLOW_PHONE = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/**
 * The value of `expression` in the page, read through DevTools (`cdp`) with nothing of Playwright's put
 * in the page; undefined while the page has no document to read.
 */
export async function readInPage(cdp, expression) {
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    return result?.value;
  } catch {
    // The document is being replaced (a navigation): not there yet.
    return undefined;
  }
}

/** Waits (up to `timeoutMs`) until `expression` is truthy in the page, and returns its value; read as `readInPage`. */
export async function waitInPage(cdp, expression, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await readInPage(cdp, expression);
    if (value) return value;
    await pause(20);
  }
  throw new Error(`The page never had ${expression} within ${timeoutMs / 1000} s.`);
}

/** Applies the slow phone's network (slow 4G) to the page of a DevTools session (`cdp`). */
export async function emulateSlowPhoneNetwork(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
}

const KEY_INTERVAL_MS = 120;

// In the page, before its own scripts: watches the field (`selector`) and the "works" condition.
function watch({ selector, works }) {
  const marks = { longTasks: [], errors: [] };
  window.__slowPhone = marks;
  // What the page throws and does not catch (the harness has no DevTools Runtime to hear it).
  window.addEventListener('error', (event) => marks.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => marks.errors.push(String(event.reason?.message ?? event.reason)));
  // What the field showed while the page was the HTML alone, one entry a change, as the frames drew it.
  marks.shownBeforeApp = [];
  // The app's reaction: on a page the app has taken over (a pre-rendered page masks a CPF itself).
  const worksNow = () => {
    const field = document.querySelector(selector);
    if (!field || document.querySelector('#root[data-prerendered]')) return false;
    if (works.kind === 'value') return new RegExp(works.pattern).test(field.value);
    return new RegExp(works.pattern).test(document.body.textContent ?? '');
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // What ran in each long frame: the scripts (over 5 ms) the long-animation-frame entries name, to tell
    // the long tasks apart (a module's evaluation, the hydration's commit, the hand-over, the browser's own work).
    marks.longFrames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts = [...(entry.scripts ?? [])]
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map((script) => `${script.invokerType} ${(script.invoker || '').split('/').pop()} ${(script.sourceURL || '').split('/').pop()}${script.sourceFunctionName ? `:${script.sourceFunctionName}` : ''} ${Math.round(script.duration)} ms (style and layout ${Math.round(script.forcedStyleAndLayoutDuration)}, from ${Math.round(script.executionStart - script.startTime)})`);
        marks.longFrames.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration), blocking: Math.round(entry.blockingDuration), scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // An older engine without these entries: the figures stay empty.
  }
  document.addEventListener(
    'keydown',
    (event) => {
      if (marks.firstKeySentAt === undefined) marks.firstKeySentAt = event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      if (marks.firstKeyLandedAt === undefined && event.target instanceof Element && event.target.matches(selector)) marks.firstKeyLandedAt = performance.now();
    },
    true,
  );
  const frame = () => {
    const field = document.querySelector(selector);
    if (marks.shownAt === undefined && field && field.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      marks.shownAt = performance.now();
      const { x, y, width, height } = field.getBoundingClientRect();
      marks.box = { x, y, width, height };
    }
    if (field && document.querySelector('#root[data-prerendered]') && field.value !== (marks.shownBeforeApp.at(-1) ?? '')) marks.shownBeforeApp.push(field.value);
    if (marks.worksAt === undefined && worksNow()) marks.worksAt = performance.now();
    // The app has hydrated a pre-rendered page and taken it over (build/prerenderPlugin.ts), or rendered its own.
    if (marks.appAt === undefined && field && !document.querySelector('#root[data-prerendered]')) marks.appAt = performance.now();
    if (marks.worksAt === undefined || marks.appAt === undefined) requestAnimationFrame(frame);
  };
  // requestAnimationFrame runs before the next paint: the field is on screen from that frame.
  new MutationObserver((records, observer) => {
    if (document.querySelector(selector)) {
      observer.disconnect();
      requestAnimationFrame(frame);
    }
  }).observe(document, { childList: true, subtree: true });
}

const countKept = (typed, value, compare) => {
  if (compare === 'digits') {
    const digits = value.replace(/\D/g, '');
    let kept = 0;
    while (kept < typed.length && digits[kept] === typed[kept]) kept += 1;
    return kept;
  }
  let kept = 0;
  while (kept < typed.length && value[kept] === typed[kept]) kept += 1;
  return kept;
};

/**
 * One run of `url` in a fresh Chromium (`chromium`: `{ executablePath, args }`), driven without
 * DevTools' Runtime (scripts/bench/bareChromium.mjs): the person types `text` into the field at
 * `selector` as soon as it shows. `works`: `{ kind: 'value' | 'text', pattern }`, a regular
 * expression the field's value or the page's text matches once the app has reacted; `compare`:
 * `'digits'` (a masked field) or `'chars'`, to count the keys kept; `on`: `{ selector, text }`, another
 * field the person goes on to and types into until the app has the page (`typedOn` keys, `typedOnLost`
 * of them not in that field at the end), or nothing to stop after the first field; `masked`: the
 * shape (a regular expression) of the field's mask as it is typed, to observe whether the page showed
 * each key masked before the app ran (`maskedBeforeApp`, with `shownBeforeApp`).
 */
export async function measureSlowPhone(chromium, { url, selector, text, works, compare, on, masked }) {
  const { client, close } = await openBarePage(chromium);
  try {
    const { width, height } = SLOW_PHONE.viewport;
    await client.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: SLOW_PHONE.deviceScaleFactor, mobile: true });
    await client.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await emulateSlowPhoneNetwork(client);
    await client.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    // The script below runs in each new document only once the Page domain is on.
    await client.send('Page.enable');
    await client.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${watch})(${JSON.stringify({ selector, works })})` });
    await client.send('Page.navigate', { url });
    const read = (expression) => readInPage(client, expression);
    const typeText = async (typed) => {
      for (const char of typed) {
        await typeChar(client, char);
        await pause(KEY_INTERVAL_MS);
      }
    };

    // A tap where the field is, as soon as it shows (a person does not wait for the page to say it is ready).
    const box = await waitInPage(client, 'window.__slowPhone?.box');
    const tapField = () => tap(client, box.x + box.width / 2, box.y + box.height / 2);
    await tapField();
    await typeText(text);
    // With `on`, the person goes on to another field and types on, a key every 120 ms, until the app
    // has the page: keys that meet the app's start-up, its hydration and its hand-over.
    let typedOn = '';
    if (on) {
      const rect = await read(`(() => { const r = document.querySelector(${JSON.stringify(on.selector)})?.getBoundingClientRect(); return r && { x: r.x, y: r.y, width: r.width, height: r.height }; })()`);
      if (rect) {
        await tap(client, rect.x + rect.width / 2, rect.y + rect.height / 2);
        for (const char of on.text) {
          if (await read('window.__slowPhone?.appAt !== undefined')) break;
          await typeChar(client, char);
          typedOn += char;
          await pause(KEY_INTERVAL_MS);
        }
      }
    }
    await waitInPage(client, 'window.__slowPhone?.appAt !== undefined');
    // The app has just taken the page: what the first go left in the field.
    const valueAfterFirstGo = (await read(`document.querySelector(${JSON.stringify(selector)})?.value ?? ''`)) ?? '';
    const kept = countKept(text, valueAfterFirstGo, compare);
    const worked = await read('window.__slowPhone.worksAt !== undefined');
    if (!worked) {
      // Not working yet (keys were lost, or the app has not reacted): type it all again.
      await tapField();
      await clearFocusedField(client);
      await typeText(text);
    }
    await waitInPage(client, 'window.__slowPhone?.worksAt !== undefined');
    const marks = await read('window.__slowPhone');
    const scripts = await read(`performance
      .getEntriesByType('resource')
      .filter((entry) => /\\.m?js(\\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < ${marks.worksAt})
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }))`);
    // When the app's code is all here: the last byte of the scripts a pre-rendered page's start script
    // preloads (its `data-preload`, and the entry, `data-app`). From then on, "works" waits for the CPU alone.
    const codeHereAt = await read(`(() => {
      const start = document.querySelector('script[data-preload]');
      if (!start) return null;
      const wanted = new Set([...(start.getAttribute('data-preload') ?? '').split(' '), start.getAttribute('data-app') ?? ''].filter(Boolean).map((href) => new URL(href, location.href).pathname));
      const ends = performance
        .getEntriesByType('resource')
        .filter((entry) => wanted.has(new URL(entry.name).pathname))
        .map((entry) => entry.responseEnd);
      return ends.length === wanted.size ? Math.max(...ends) : null;
    })()`);
    const longTasks = marks.longTasks.filter((task) => task.start < marks.worksAt);
    // From the first paint on: the path from a form on screen to a form that works. The ones
    // before it are the browser's own start (the navigation, the first layout of the page's HTML).
    const afterPaint = longTasks.filter((task) => task.start >= (marks.fcp ?? 0));
    const shownAt = Math.max(marks.shownAt, marks.fcp ?? 0);
    return {
      fcpMs: marks.fcp === undefined ? null : Math.round(marks.fcp),
      showsMs: Math.round(shownAt),
      firstKeySentMs: marks.firstKeySentAt === undefined ? null : Math.round(marks.firstKeySentAt - shownAt),
      firstKeyLandsMs: marks.firstKeyLandedAt === undefined || marks.firstKeySentAt === undefined ? null : Math.round(marks.firstKeyLandedAt - marks.firstKeySentAt),
      codeHereMs: codeHereAt === null ? null : Math.round(codeHereAt),
      appMs: Math.round(marks.appAt),
      worksMs: Math.round(marks.worksAt),
      keysLost: text.length - kept,
      ...(on ? { typedOn: typedOn.length, typedOnLost: typedOn.length - countKept(typedOn, (await read(`document.querySelector(${JSON.stringify(on.selector)})?.value ?? ''`)) ?? '', 'chars') } : {}),
      typedAgain: !worked,
      // With `masked` (a partial mask's shape): whether every frame before the app showed what was typed masked.
      ...(masked ? { maskedBeforeApp: marks.shownBeforeApp.length > 0 && marks.shownBeforeApp.every((value) => new RegExp(masked).test(value)), shownBeforeApp: marks.shownBeforeApp } : {}),
      longTasks: { count: longTasks.length, maxMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))), blockingMs: Math.round(longTasks.reduce((sum, task) => sum + task.duration - 50, 0)), each: longTasks.map((task) => ({ startMs: Math.round(task.start), durationMs: Math.round(task.duration) })), afterPaint: { count: afterPaint.length, maxMs: Math.round(Math.max(0, ...afterPaint.map((task) => task.duration))) } },
      longFrames: (marks.longFrames ?? []).filter((frame) => frame.start < marks.worksAt),
      scripts: { count: scripts.length, firstStartMs: scripts.length ? Math.round(Math.min(...scripts.map((entry) => entry.start))) : null, lastEndMs: scripts.length ? Math.round(Math.max(...scripts.map((entry) => entry.end))) : null },
      errors: marks.errors,
    };
  } finally {
    await close();
  }
}
