// A page in Chromium as a person has it: no DevTools attached to its scripts. Playwright (and Lighthouse)
// enable DevTools' Runtime on every page they drive; with it on, V8 captures a detailed stack trace,
// source positions included, for every `Error` created, and re-parses the code around it to find them.
// react-dom creates a few `Error`s as its module runs: with DevTools' Runtime on, that evaluation becomes
// a long task no person's phone has (re-parsing react-dom for those positions; docs/performance.md).
// So the slow-phone benchmark drives its own Chromium through the DevTools protocol alone
// (chrome-remote-interface), enabling only what it uses: the network's and the screen's emulation, the
// page's input, and `Runtime.evaluate` (which reads the page without turning DevTools' Runtime on).
import CDP from 'chrome-remote-interface';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as pause } from 'node:timers/promises';
import { join } from 'node:path';

/** The DevTools port Chromium wrote in its profile (it picks a free one with `--remote-debugging-port=0`). */
async function devToolsPort(profile, exited, timeoutMs = 30_000) {
  const file = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited.code !== undefined) throw new Error(`Chromium exited (code ${exited.code}) before it opened DevTools.`);
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await pause(50);
  }
  throw new Error(`Chromium did not open DevTools within ${timeoutMs / 1000} s.`);
}

/**
 * A fresh headless Chromium (its own empty profile: a cold cache) with one blank page, and a DevTools
 * client on that page (`client.send(method, params)`, `client.on(event, listener)`). `close()` ends
 * both and removes the profile.
 */
export async function openBarePage({ executablePath, args }) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chrome = spawn(executablePath, [...args, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const exited = {};
  const gone = new Promise((resolve) => {
    chrome.once('exit', (code) => {
      exited.code = code;
      resolve();
    });
  });
  const close = async (client) => {
    // Chromium closed as a person closes it, so that its processes are done with the profile; killed if it hangs.
    await client?.send('Browser.close').catch(() => undefined);
    await client?.close().catch(() => undefined);
    const hung = setTimeout(() => chrome.kill('SIGKILL'), 10_000);
    if (!client && exited.code === undefined) chrome.kill();
    await gone;
    clearTimeout(hung);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const port = await devToolsPort(profile, exited);
    const client = await CDP({ port, target: (targets) => targets.findIndex((target) => target.type === 'page') });
    return { client, close: () => close(client) };
  } catch (error) {
    await close();
    throw error;
  }
}

/** What `Input.dispatchKeyEvent` needs to type `char` as a key of a US keyboard would (its `key`, `code` and key code). */
function keyOf(char) {
  if (/^[0-9]$/.test(char)) return { key: char, code: `Digit${char}`, windowsVirtualKeyCode: char.charCodeAt(0) };
  if (/^[a-z]$/i.test(char)) return { key: char, code: `Key${char.toUpperCase()}`, windowsVirtualKeyCode: char.toUpperCase().charCodeAt(0) };
  if (char === ' ') return { key: ' ', code: 'Space', windowsVirtualKeyCode: 32 };
  if (char === '@') return { key: '@', code: 'Digit2', windowsVirtualKeyCode: 50 };
  return { key: char, code: '', windowsVirtualKeyCode: 0 };
}

/** Presses and releases the key that types `char` (it lands where the focus is, as a person's key does). */
export async function typeChar(client, char) {
  const key = keyOf(char);
  await client.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: char, unmodifiedText: char });
  await client.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

/** Selects all of the focused field's text and deletes it (Ctrl+A, Backspace). */
export async function clearFocusedField(client) {
  const selectAll = { key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65, modifiers: 2 };
  await client.send('Input.dispatchKeyEvent', { type: 'keyDown', ...selectAll, commands: ['selectAll'] });
  await client.send('Input.dispatchKeyEvent', { type: 'keyUp', ...selectAll });
  const backspace = { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 };
  await client.send('Input.dispatchKeyEvent', { type: 'keyDown', ...backspace });
  await client.send('Input.dispatchKeyEvent', { type: 'keyUp', ...backspace });
}

/** A finger's tap at (`x`, `y`), in CSS pixels of the page. */
export async function tap(client, x, y) {
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
