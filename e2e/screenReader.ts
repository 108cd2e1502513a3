import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { buildSync } from 'esbuild';
import { expect, type Page } from '@playwright/test';

/**
 * A virtual screen reader (@guidepup/virtual-screen-reader) running inside the page under test.
 *
 * It builds the accessibility tree from the DOM as a screen reader does, speaks the item under
 * its cursor when it moves (next / previous) or when focus moves (Tab, a script's focus()), and
 * speaks live regions as they change (`polite:` / `assertive:` before the text). Keys are real
 * key presses from Playwright's keyboard, so the page sees the browser's own events (Caps Lock
 * included); the reader only listens, like a person's reader does.
 */

let bundle: string | undefined;

/** The reader's browser build as a classic script that defines `globalThis.__screenReader`. */
function readerScript(): string {
  if (bundle) return bundle;
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@guidepup/virtual-screen-reader/package.json');
  const result = buildSync({
    stdin: {
      contents: "import { Virtual } from '@guidepup/virtual-screen-reader/browser.js'; globalThis.__screenReader = new Virtual();",
      resolveDir: dirname(entry),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild gave no bundle of @guidepup/virtual-screen-reader');
  bundle = output.text;
  return bundle;
}

interface ReaderWindow {
  __screenReader: {
    start(options: { container: Element }): Promise<void>;
    stop(): Promise<void>;
    next(): Promise<void>;
    previous(): Promise<void>;
    act(): Promise<void>;
    press(key: string): Promise<void>;
    type(text: string): Promise<void>;
    perform(command: string): Promise<void>;
    commands: Record<string, string>;
    lastSpokenPhrase(): Promise<string>;
    spokenPhraseLog(): Promise<string[]>;
    clearSpokenPhraseLog(): Promise<void>;
  };
}

export interface ScreenReader {
  /** Starts listening on the current document (call after each full page load). */
  start(): Promise<void>;
  /** Moves the reading cursor to the next item and returns what was spoken. */
  next(): Promise<string>;
  /** Moves the reading cursor to the next heading and returns what was spoken. */
  nextHeading(): Promise<string>;
  /** Presses `key` through the reader's own keyboard (which keeps lock keys' state, as Caps Lock). */
  press(key: string): Promise<void>;
  /** Types `text` through the reader's own keyboard. */
  type(text: string): Promise<void>;
  /** Every phrase spoken since the reader started (or since `clear`). */
  log(): Promise<string[]>;
  /** Empties the phrase log. */
  clear(): Promise<void>;
  /** The phrases spoken while `action` ran and until `until` (a phrase) was spoken. */
  during(action: () => Promise<unknown>, until?: string | RegExp): Promise<string[]>;
  /** Waits until `phrase` has been spoken (generous timeout: the machine is shared). */
  toHaveSpoken(phrase: string | RegExp, timeout?: number): Promise<void>;
}

const matches = (phrase: string, expected: string | RegExp) => (typeof expected === 'string' ? phrase === expected : expected.test(phrase));

/** Installs the reader in every document `page` loads; `start()` it once the screen is there. */
export async function screenReader(page: Page): Promise<ScreenReader> {
  // An init script runs before the page's own scripts and outside its Content-Security-Policy.
  await page.addInitScript({ content: readerScript() });
  const log = () => page.evaluate(() => (window as unknown as ReaderWindow).__screenReader.spokenPhraseLog());
  /** Waits until `phrase` is among the phrases spoken after the first `from`. */
  const spokenAfter = async (from: number, phrase: string | RegExp, timeout = 30_000) => {
    await expect
      .poll(async () => (await log()).slice(from).some((spoken) => matches(spoken, phrase)), { timeout, message: `the reader should say ${String(phrase)}` })
      .toBe(true);
  };
  const reader: ScreenReader = {
    start: () =>
      page.evaluate(async () => {
        const sr = (window as unknown as ReaderWindow).__screenReader;
        await sr.stop();
        await sr.start({ container: document.body });
      }),
    next: () =>
      page.evaluate(async () => {
        const sr = (window as unknown as ReaderWindow).__screenReader;
        await sr.next();
        return sr.lastSpokenPhrase();
      }),
    nextHeading: () =>
      page.evaluate(async () => {
        const sr = (window as unknown as ReaderWindow).__screenReader;
        await sr.perform(sr.commands.moveToNextHeading ?? 'moveToNextHeading');
        return sr.lastSpokenPhrase();
      }),
    press: (key) => page.evaluate((name) => (window as unknown as ReaderWindow).__screenReader.press(name), key),
    type: (text) => page.evaluate((value) => (window as unknown as ReaderWindow).__screenReader.type(value), text),
    log,
    clear: () => page.evaluate(() => (window as unknown as ReaderWindow).__screenReader.clearSpokenPhraseLog()),
    async during(action, until) {
      const before = (await log()).length;
      await action();
      if (until !== undefined) await spokenAfter(before, until);
      return (await log()).slice(before);
    },
    toHaveSpoken: (phrase, timeout) => spokenAfter(0, phrase, timeout),
  };
  return reader;
}

/** How many phrases of `log` match `phrase`. */
export const countSpoken = (log: string[], phrase: string | RegExp) => log.filter((spoken) => matches(spoken, phrase)).length;

/**
 * Words the reader itself says (roles, states, its own landmarks): everything else in a phrase
 * came from the app and must be Portuguese.
 */
const readerWords =
  /\b(?:document|end of|heading|level \d+|textbox|button|link|list(?:item)?|checkbox|radio(?:group)?|group|form|banner|main|contentinfo|navigation|region|alert|status|dialog|img|paragraph|separator|article|polite|assertive|required|invalid|not checked|checked|not pressed|pressed|disabled|readonly|focusable|expanded|collapsed|busy|current page|with \d+ items?|position \d+, set size \d+|has popup \w+|\d+ of \d+|orientation \w+|autocomplete \w+|haspopup|describedby|controls|errormessage|labelled by|combobox|option|spinbutton|switch|note|generic|presentation|none|text|of)\b/gi;

/** English words that would betray untranslated copy in what the app makes the reader say. */
const englishWords = /\b(?:the|and|your|you|password|show|hide|submit|sending|loading|error|errors|required field|invalid|email|sign|send|close|open|menu|toggle|visibility|field|please|click|here|back|next|previous|success|failed|unexpected|close)\b/i;

/** The phrases whose app-made part (the reader's own role and state words removed) has English in it. */
export function englishInApp(log: string[]): string[] {
  return log.filter((phrase) => englishWords.test(phrase.replace(readerWords, ' ')));
}
