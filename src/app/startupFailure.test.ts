import { describe, expect, it, vi } from 'vitest';
import { reportStartupFailure } from './startupFailure';

const windowWith = (fallback?: (chunk: boolean) => void) => ({ __portalStartupFailed: fallback }) as unknown as Window;

describe('reportStartupFailure', () => {
  it('hands a chunk that failed to the page’s fallback as a chunk failure', () => {
    const fallback = vi.fn();
    reportStartupFailure(new TypeError('Failed to fetch dynamically imported module: /assets/reactDom-abc.js'), windowWith(fallback));
    expect(fallback).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('hands any other failure over as not a chunk, and logs it', () => {
    const fallback = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportStartupFailure(error, windowWith(fallback));
    expect(fallback).toHaveBeenCalledExactlyOnceWith(false);
    expect(log).toHaveBeenCalledWith(error);
  });

  it('logs the failure when the page has no fallback, and does not throw', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => reportStartupFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'), windowWith())).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
  });
});
