// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenPackedLinks, filesOfPackage, relativeLinks } from './packed-links.mjs';

describe('the packed docs', () => {
  it('resolve every relative link of the README, and every link between pages, inside the tarball', () => {
    const files = filesOfPackage();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'docs/package.md', 'docs/branding.md', 'examples/next-app-router/README.md', 'examples/vite/src/SignUpForm.tsx']));
    expect(brokenPackedLinks(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('relativeLinks', () => {
  it('finds Markdown and HTML links, without anchors, and leaves out absolute links, anchors and code', () => {
    const markdown = [
      'See [the guide](docs/package.md#using-it), [the log](<CHANGELOG.md> "history") and <a href="docs/branding.md">brand</a>.',
      '[web](https://example.org/x.md), [mail](mailto:a@b.c), [here](#top), `[code](docs/nothing.md)`',
      '```md',
      '[fenced](docs/fenced.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual(['docs/package.md', 'CHANGELOG.md', 'docs/branding.md']);
  });
});

describe('brokenPackedLinks', () => {
  const pages: Record<string, string> = {
    'README.md': '[docs](docs/package.md) [gone](docs/app.md) [code](src/index.ts)',
    'docs/package.md': '[back](../README.md) [missing page](testing.md) [a repository file](../deploy/nginx.conf)',
  };
  it('names a README link to anything not packed, and a page’s link to a page not packed', () => {
    expect(brokenPackedLinks(Object.keys(pages), (file) => pages[file] ?? '')).toEqual([
      'README.md → docs/app.md',
      'README.md → src/index.ts',
      'docs/package.md → testing.md',
    ]);
  });
});
