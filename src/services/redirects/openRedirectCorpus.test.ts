import { describe, expect, it } from 'vitest';
import { corpusAllowlist, openRedirectCorpus } from './openRedirectCorpus';
import { resolveRedirectTarget, safeInternalPath } from './urls';

/** What the browser does with an internal path: it must stay on the portal's origin. */
function staysOnOrigin(path: string): boolean {
  const origin = 'https://portal.exemplo.com.br';
  return new URL(path, origin).origin === origin;
}

describe('the open-redirect corpus', () => {
  it('holds at least 50 payloads, each with its source', () => {
    expect(openRedirectCorpus.length).toBeGreaterThanOrEqual(50);
    for (const { source } of openRedirectCorpus) expect(source).not.toBe('');
    expect(new Set(openRedirectCorpus.map((entry) => entry.payload)).size).toBe(openRedirectCorpus.length);
  });

  it.each(openRedirectCorpus.map((entry) => [entry.payload, entry.source] as const))('resolveRedirectTarget never lets %j out (%s)', (payload) => {
    const target = resolveRedirectTarget(payload, corpusAllowlist);
    if (target?.kind === 'external') {
      expect(corpusAllowlist).toContain(new URL(target.url).origin);
      expect(new URL(target.url).username).toBe('');
    } else if (target?.kind === 'internal') {
      expect(target.path).toMatch(/^\/(?![/\\])/);
      expect(staysOnOrigin(target.path)).toBe(true);
    }
  });

  it.each(openRedirectCorpus.map((entry) => [entry.payload, entry.source] as const))('safeInternalPath never lets %j out (%s)', (payload) => {
    const path = safeInternalPath(payload);
    if (path !== null) {
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(staysOnOrigin(path)).toBe(true);
    }
  });

  it('refuses every payload that leaves the origin or runs script', () => {
    const escaped = openRedirectCorpus.filter(({ payload }) => {
      const target = resolveRedirectTarget(payload, corpusAllowlist);
      return target !== null && target.kind === 'external' && !corpusAllowlist.includes(new URL(target.url).origin);
    });
    expect(escaped).toEqual([]);
  });
});
