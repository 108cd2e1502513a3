import { describe, expect, it, vi } from 'vitest';
import { importOnce, loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('downloads once, however many callers ask', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    await expect(Promise.all([get(), get(), get()])).resolves.toEqual(['chunk', 'chunk', 'chunk']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('chunk');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails every caller waiting on a failed download, then shares one new download among the callers that retry (meters retrying as the browser comes back online)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('chunk');
    const get = loadOnce(load);
    const waiting = await Promise.allSettled([get(), get()]);
    expect(waiting.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(Promise.all([get(), get(), get()])).resolves.toEqual(['chunk', 'chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('importOnce', () => {
  const chunk = 'https://portal.example/assets/runtime-Bz8Y4MNW.js';
  const failed = (message: string) => new TypeError(message);

  it('imports once, however many callers ask', async () => {
    const load = vi.fn(async () => ({ commit: 'runtime' }));
    const importUrl = vi.fn();
    const get = importOnce(load, importUrl, 'https://portal.example');
    await expect(Promise.all([get(), get()])).resolves.toEqual([{ commit: 'runtime' }, { commit: 'runtime' }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('after a failed download, imports the chunk again under a new URL: a browser that keeps the failure under the old one would fail at once, with no request', async () => {
    const load = vi.fn<() => Promise<{ commit: string }>>().mockRejectedValue(failed(`Failed to fetch dynamically imported module: ${chunk}`));
    const importUrl = vi.fn<(url: string) => Promise<unknown>>().mockRejectedValueOnce(failed(`Failed to fetch dynamically imported module: ${chunk}?retry=1`)).mockResolvedValue({ commit: 'runtime' });
    const get = importOnce(load, importUrl, 'https://portal.example');
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toEqual({ commit: 'runtime' });
    await expect(get()).resolves.toEqual({ commit: 'runtime' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls).toEqual([[`${chunk}?retry=1`], [`${chunk}?retry=2`]]);
  });

  it("reads the URL from Firefox's message too", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed(`error loading dynamically imported module: ${chunk}`));
    const importUrl = vi.fn(async () => 'chunk');
    const get = importOnce(load, importUrl, 'https://portal.example');
    await expect(get()).rejects.toThrow();
    await expect(get()).resolves.toBe('chunk');
    expect(importUrl).toHaveBeenCalledWith(`${chunk}?retry=1`);
  });

  it('tries the same import again when the error names no module of this site (Safari names none; an odd message, another origin)', async () => {
    for (const message of ['Importing a module script failed.', 'Failed to fetch dynamically imported module: https://elsewhere.example/x.js', 'Failed to fetch dynamically imported module: javascript:alert(1)']) {
      const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failed(message)).mockResolvedValue('chunk');
      const importUrl = vi.fn();
      const get = importOnce(load, importUrl, 'https://portal.example');
      await expect(get()).rejects.toThrow();
      await expect(get()).resolves.toBe('chunk');
      expect(load).toHaveBeenCalledTimes(2);
      expect(importUrl).not.toHaveBeenCalled();
    }
  });
});
