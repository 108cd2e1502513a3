import type { TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), '.storybook', '__image_snapshots__');

/**
 * Every story: its play function and axe (addon-a11y, `a11y.test = 'error'`) run in the
 * test-runner itself; then a screenshot is compared with the committed baseline. Refresh the
 * baselines on purpose only, with `npm run test:visual:update`.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  // The runner's own preparation with a longer wait: on a loaded machine the preview's first load can
  // take longer than its 30 s, and a person would wait for it.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), { waitUntil: 'load', timeout: 120_000 });
  },
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  },
  async postVisit(page, context) {
    // A story whose play failed is reported by its own error, not by a screenshot of where it stopped.
    if (context.hasFailure) return;
    await page.evaluate(() => document.fonts.ready);
    // What is still being worked out (the strength meter before its verdict says `aria-busy`) is
    // waited for, as a person would wait for it before looking.
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]:not(button)') === null, null, { timeout: 20_000 });
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }',
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const image = await page.screenshot({ fullPage: true, animations: 'disabled' });
    // The same bytes are the same picture. Only a screenshot that differs from its baseline goes to
    // jest-image-snapshot, which decodes both and compares them pixel by pixel in a process of its own,
    // the costliest part of the screenshot step; most screenshots are byte-identical to their baseline.
    const baseline = await readFile(path.join(snapshotsDir, `${context.id}.png`)).catch(() => null);
    if (baseline?.equals(image)) return;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.002,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
