import { describe, expect, it } from 'vitest';
import { isUnreadablePath, unreadablePathMiddleware } from './unreadablePath';

describe('isUnreadablePath', () => {
  it('is true for a path whose percent-escapes cannot be decoded, whatever the query', () => {
    for (const url of ['/%E0%A4%A', '/abc%2', '/%zz', '/password/create/%ff?email=a%40b.com', '/%']) expect(isUnreadablePath(url), url).toBe(true);
  });

  it('is false for any path that decodes, however odd its query', () => {
    for (const url of ['/', '/register', '/a%2Fb', '/password/create/abc?email=%zz', '/%C3%A7', '/x%00']) expect(isUnreadablePath(url), url).toBe(false);
  });
});

describe('unreadablePathMiddleware', () => {
  const run = (method: string, url: string) => {
    const req = { method, url };
    let called = false;
    unreadablePathMiddleware(req as never, {} as never, () => {
      called = true;
    });
    return { url: req.url, called };
  };

  it("hands a page request with an unreadable path the app's page, where the router shows a page in Portuguese", () => {
    expect(run('GET', '/%E0%A4%A')).toEqual({ url: '/index.html', called: true });
    expect(run('HEAD', '/abc%2?x=1')).toEqual({ url: '/index.html', called: true });
  });

  it('leaves every other request as it came', () => {
    expect(run('GET', '/register?prefill[name]=%zz')).toEqual({ url: '/register?prefill[name]=%zz', called: true });
    expect(run('POST', '/%E0%A4%A')).toEqual({ url: '/%E0%A4%A', called: true });
  });
});
