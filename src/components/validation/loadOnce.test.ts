import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

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
});
