// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLayers, type Layer } from './layers.mjs';

/*
 * The layers of `npm test` (scripts/test.mjs): the checks run side by side, each one's output held
 * and printed whole when it ends; then the two browser layers, side by side too. No test here
 * waits a fixed time: a layer that must run beside another waits for that other's mark, so run one
 * after the other it would give up waiting (after 20 s, a ceiling) and fail, and so would the test.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A layer that is a small Node script: `code` runs with `mark(name)` and `waitFor(name)` at hand (which gives up after 20 s, failing the layer). */
const node = (name: string, code: string, group?: string): Layer => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('node:fs'); const path = require('node:path');
     const mark = (m) => fs.writeFileSync(path.join(${JSON.stringify(dir)}, m), '');
     const exists = (m) => fs.existsSync(path.join(${JSON.stringify(dir)}, m));
     const waitFor = (m) => new Promise((done) => {
       const giveUp = Date.now() + 20000; // a ceiling, so that a layer left waiting fails instead of hanging
       const poll = () => (fs.existsSync(path.join(${JSON.stringify(dir)}, m)) ? done() : Date.now() > giveUp ? process.exit(7) : setTimeout(poll, 20));
       poll();
     });
     (async () => { ${code} })();`,
  ],
  group,
});

function recorder() {
  const lines: string[] = [];
  return { lines, print: (text: string) => lines.push(...text.split('\n').filter((line) => line !== '')) };
}

describe('runLayers', () => {
  it('runs the layers of one group at the same time', async () => {
    const out = recorder();
    const results = await runLayers(
      [node('first', `await waitFor('second started'); mark('first done');`, 'checks'), node('second', `mark('second started'); await waitFor('first done');`, 'checks')],
      { print: out.print },
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['first', true],
      ['second', true],
    ]);
  });

  it("prints each side-by-side layer's output whole, under its name, when it ends", async () => {
    const out = recorder();
    await runLayers(
      [
        node('first', `console.log('first: one'); mark('first spoke'); await waitFor('second spoke'); console.error('first: two');`, 'checks'),
        node('second', `await waitFor('first spoke'); console.log('second: one'); mark('second spoke');`, 'checks'),
      ],
      { print: out.print },
    );
    const first = out.lines.indexOf('▶ first');
    expect(first).toBeGreaterThanOrEqual(0);
    // The first layer's lines stay together, though the second spoke between them.
    expect(out.lines.slice(first, first + 4)).toEqual(['▶ first', 'first: one', 'first: two', expect.stringMatching(/^✔ first \(\d+\.\d s\)$/)]);
    const second = out.lines.indexOf('▶ second');
    expect(out.lines.slice(second, second + 3)).toEqual(['▶ second', 'second: one', expect.stringMatching(/^✔ second \(\d+\.\d s\)$/)]);
  });

  it('starts a second group only once the first has ended, and runs its layers together', async () => {
    const out = recorder();
    // Had the browsers started with the checks, they would not find both checks ended (each check
    // ends only after a mark from the other); had they run one after the other, each would wait in vain.
    const browser = (name: string, other: string) =>
      node(name, `if (!exists('check ended') || !exists('other check ended')) process.exit(9); mark('${name} started'); await waitFor('${other} started');`, 'browsers');
    const results = await runLayers(
      [
        node('check', `await waitFor('other check started'); mark('check ended');`, 'checks'),
        node('other check', `mark('other check started'); await waitFor('check ended'); mark('other check ended');`, 'checks'),
        browser('storybook', 'e2e'),
        browser('e2e', 'storybook'),
      ],
      { print: out.print },
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['check', true],
      ['other check', true],
      ['storybook', true],
      ['e2e', true],
    ]);
    expect(out.lines).toContain('checks: check, other check, side by side, each printed when it ends');
    expect(out.lines).toContain('browsers: storybook, e2e, side by side, each printed when it ends');
  });

  it('starts a layer of no group only once the ones before it have ended, and reports a failure without stopping the rest', async () => {
    const out = recorder();
    const results = await runLayers(
      [
        node('check', `await waitFor('other check ran'); mark('check ran'); process.exit(3);`, 'checks'),
        node('other check', `mark('other check ran');`, 'checks'),
        node('browser', `if (!fs.existsSync(path.join(${JSON.stringify(dir)}, 'check ran'))) process.exit(9); mark('browser ran');`),
        node('last', `mark('last ran');`),
      ],
      { print: out.print },
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['check', false],
      ['other check', true],
      ['browser', true],
      ['last', true],
    ]);
    expect(existsSync(path.join(dir, 'last ran'))).toBe(true);
    expect(out.lines).toContainEqual(expect.stringMatching(/^✖ check \(\d+\.\d s\)$/));
  });
});
