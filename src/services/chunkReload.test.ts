import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MARKER, isChunkLoadError, mayReload, reloadForChunk, shouldReloadFor, type ReloadGuardDeps } from './chunkReload';
import { createSafeStorage } from './storage';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Home-abc.js');

function deps(now: number, storage = createSafeStorage(() => sessionStorage)) {
  const reload = vi.fn<() => void>();
  const result: ReloadGuardDeps = { storage, reload, now: () => now };
  return { ...result, reload };
}

describe('isChunkLoadError', () => {
  it.each([
    chunkError(),
    new TypeError('error loading dynamically imported module: https://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Failed to fetch dynamically imported module', null])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('mayReload', () => {
  it('allows a reload without a marker or with a garbage one', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload('não é número', 1_000)).toBe(true);
  });

  it('refuses a second reload within 10 seconds and allows it at 10 seconds', () => {
    expect(mayReload('100000', 100_000 + 9_999)).toBe(false);
    expect(mayReload('100000', 100_000 + 10_000)).toBe(true);
  });

  it('allows a reload when the marker is from the future (the clock moved back)', () => {
    expect(mayReload('200000', 100_000)).toBe(true);
  });
});

describe('shouldReloadFor and reloadForChunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once for a missing chunk, marking the tab', () => {
    const d = deps(50_000);
    expect(shouldReloadFor(chunkError(), d)).toBe(true);
    expect(reloadForChunk(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER)).toBe('50000');
  });

  it('shows the error instead of reloading again within 10 seconds, and reloads again after', () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER, '50000');
    expect(shouldReloadFor(chunkError(), deps(59_999))).toBe(false);
    expect(shouldReloadFor(chunkError(), deps(60_000))).toBe(true);
  });

  it('never reloads when the marker cannot be stored (it could not stop a loop)', () => {
    const d = deps(0, createSafeStorage(() => null));
    expect(reloadForChunk(d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadFor(new Error('bug in the screen'), deps(0))).toBe(false);
  });
});
