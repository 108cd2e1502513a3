import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveEmail } from '../src/screens/password/PasswordForm/passwordSubmission';
import { signUpVariants } from '../src/services/signUpVariants';
import { BOOT_APP_SCRIPT, BOOT_EMAIL_SCRIPT, EMAIL_SLOT, PRERENDERED_CSS } from './bootScript';
import { preloadedRoutes } from './preloadedRoutes';
import { pageHtml, stylesheetsOf } from './pageHtml';
import { chunkFiles, modulesFor, pageFor, pageRules } from './prerenderPlugin';
import { notPrerendered, prerenderedPages } from './prerenderedPages';

// index.html as Vite writes it (trimmed to the parts the page is made from).
const template = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Programa de Fidelidade</title>
    <script src="/config.js" defer></script>
    <script src="/assets/route-preload-AAA.js" async></script>
    <script type="module" crossorigin src="/assets/index-BBB.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-CCC.js">
    <link rel="modulepreload" crossorigin href="/assets/Box-DDD.js">
    <link rel="stylesheet" crossorigin href="/assets/index-EEE.css">
  </head>
  <body>
    <noscript>Para usar o portal, ative o JavaScript no seu navegador.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const page = { html: '<main><h1>Entrar</h1><form><input name="identifier" value=""/></form></main>', styles: '<style data-emotion="css abc">.css-abc{color:red}</style>', title: 'Entrar | Programa de Fidelidade' };
const assets = { stylesheets: { '/assets/index-EEE.css': '@font-face{font-family:Roboto}' }, routeChunks: ['/assets/Login-FFF.js', '/assets/react-CCC.js'] };

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/**
 * The element a page's first render waits for (`<link rel="expect" blocking="render">`, one in the head):
 * an inert, empty template outside what React hydrates, so nothing it holds is drawn or run.
 */
function renderHoldTarget(doc: Document): Element | null {
  const expected = doc.querySelectorAll('head link[rel="expect"]');
  expect(expected).toHaveLength(1);
  expect(expected[0]?.getAttribute('blocking')).toBe('render');
  const target = doc.getElementById(expected[0]?.getAttribute('href')?.replace(/^#/, '') ?? '');
  expect(target).not.toBeNull();
  expect(target?.tagName).toBe('TEMPLATE');
  expect(target?.innerHTML).toBe('');
  expect(doc.querySelector('#root')?.contains(target as Node)).toBe(false);
  return target;
}

describe('pageHtml', () => {
  const html = pageHtml(template, page, assets);
  const document = parse(html);

  it('puts the markup in #root marked as pre-rendered (never inert: it takes input before the app runs), and the title in the head', () => {
    const root = document.getElementById('root');
    expect(root?.hasAttribute('inert')).toBe(false);
    expect(root?.hasAttribute('data-prerendered')).toBe(true);
    expect(root?.querySelector('h1')?.textContent).toBe('Entrar');
    expect(document.title).toBe('Entrar | Programa de Fidelidade');
  });

  it('holds all its CSS inline: no stylesheet to wait for before the first paint', () => {
    // Only a disabled link (never fetched), which keeps Vite's preload helper from fetching the CSS again.
    expect(document.querySelectorAll('link[rel=stylesheet]:not([disabled])')).toHaveLength(0);
    expect(document.querySelector('link[rel=stylesheet][disabled]')?.getAttribute('href')).toBe('/assets/index-EEE.css');
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toEqual(['@font-face{font-family:Roboto}', '.css-abc{color:red}', PRERENDERED_CSS]);
  });

  it('requests no JavaScript from the HTML: the start script adds the entry and every chunk of the screen, once', () => {
    expect(document.querySelectorAll('script[src]:not([src="/config.js"]), link[rel=modulepreload]')).toHaveLength(0);
    const start = [...document.querySelectorAll('script:not([src])')].at(-1);
    expect(start?.textContent).toBe(BOOT_APP_SCRIPT);
    expect(start?.getAttribute('data-app')).toBe('/assets/index-BBB.js');
    expect(start?.getAttribute('data-preload')).toBe('/assets/react-CCC.js /assets/Box-DDD.js /assets/Login-FFF.js');
    expect(document.querySelector('script[src="/config.js"]')?.hasAttribute('defer')).toBe(true);
  });

  it('is drawn only once the start script has run, so that a reload shows what was typed from its first frame', () => {
    // The start script puts back what was typed before a reload (and listens for new typing). Without a
    // hold, the parser can yield before it reaches the end of the body and the browser draw the fields
    // empty for a frame. `rel=expect` holds the first render until the parser has finished an element:
    // not the script, whose end tag is parsed before it runs, but an empty template after it.
    const start = [...document.querySelectorAll('script:not([src])')].at(-1);
    const target = renderHoldTarget(document);
    expect(start?.compareDocumentPosition(target as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('escapes the title', () => {
    expect(pageHtml(template, { ...page, title: '<b>A & B</b>' }, assets)).toContain('<title>&lt;b&gt;A &amp; B&lt;/b&gt;</title>');
  });

  it("follows #root with the e-mail script when the markup has the e-mail's slot, and only then", () => {
    const withSlot = parse(pageHtml(template, { ...page, html: `<p>Crie a senha de acesso da conta <span ${EMAIL_SLOT}></span>.</p>` }, assets));
    expect(withSlot.querySelector('#root + script')?.textContent).toBe(BOOT_EMAIL_SCRIPT);
    expect(withSlot.querySelectorAll('#root script')).toHaveLength(0);
    // The browser draws nothing before that script has filled the slot: a first paint of the empty slot
    // (the parser can yield before it reaches the script) moved the text after it once the e-mail was in.
    // What the page waits for is an element parsed after the script has run: Chromium lets the page be
    // drawn once the expected element's end tag is parsed, and a script's end tag is parsed before the
    // script runs (a paint could land between them, and did, on a loaded machine).
    const script = withSlot.querySelector('#root + script');
    const target = renderHoldTarget(withSlot);
    expect(target).not.toBe(script);
    expect(script?.compareDocumentPosition(target as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const without = parse(pageHtml(template, page, assets));
    expect([...without.querySelectorAll('script')].filter((element) => element.textContent === BOOT_EMAIL_SCRIPT)).toHaveLength(0);
    // Without a slot, the page waits for the start script alone (the test above), as before.
    expect(without.querySelectorAll('link[rel="expect"]')).toHaveLength(1);
  });

  it('refuses a template it cannot make a page of, and CSS that could end its style element', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), page, assets)).toThrow(/no <div id="root">/);
    expect(() => pageHtml(template.replace(/<script type="module"[^\n]*\n/, ''), page, assets)).toThrow(/0 module scripts/);
    expect(() => pageHtml(template, page, { ...assets, stylesheets: { '/assets/index-EEE.css': 'a{}</style><script>x</script>' } })).toThrow(/cannot inline/);
    expect(() => pageHtml(template, page, { ...assets, stylesheets: {} })).toThrow(/cannot inline/);
  });

  it('lists the stylesheets of a template', () => {
    expect(stylesheetsOf(template)).toEqual(['/assets/index-EEE.css']);
  });
});

describe('the serving rules', () => {
  const rules = pageRules(prerenderedPages, notPrerendered);

  it.each([
    ['/register', 'register.html'],
    ['/register/', 'register.html'],
    ['/register/varejo', 'register-varejo.html'],
    ['/register/industria', 'register-industria.html'],
    ['/register/pdv', 'register-pdv.html'],
    ['/login', 'login.html'],
    ['/password/create/eyJhbGciOi.abc', 'password-create.html'],
    ['/password/reset/abc-123', 'password-reset.html'],
  ])('serve %s its page %s', (pathname, file) => {
    expect(pageFor(rules, pathname)).toBe(file);
  });

  it.each(['/', '/register/success', '/register/outro', '/password/create/success', '/password/create/a/b', '/password-reset-success', '/loginx', '/LOGIN', '/profile/update'])(
    'leave %s to the app',
    (pathname) => {
      expect(pageFor(rules, pathname)).toBeNull();
    },
  );

  it('are the pages of the routes the manifest marks, in its order, one per sign-up variant and one for every token', () => {
    expect(prerenderedPages).toEqual([
      { url: '/register', pattern: '/register', file: 'register.html' },
      { url: '/register/varejo', pattern: '/register/varejo', file: 'register-varejo.html' },
      { url: '/register/industria', pattern: '/register/industria', file: 'register-industria.html' },
      { url: '/register/pdv', pattern: '/register/pdv', file: 'register-pdv.html' },
      { url: '/login', pattern: '/login', file: 'login.html' },
      { url: '/password/create/prerendered', pattern: '/password/create/:token', file: 'password-create.html' },
      { url: '/password/reset/prerendered', pattern: '/password/reset/:token', file: 'password-reset.html' },
    ]);
    expect(notPrerendered).toEqual(['/password/create/success']);
  });

  it('pre-render every sign-up variant the screen knows', () => {
    const drivers = Object.keys(signUpVariants).filter((name) => name !== 'default');
    expect(prerenderedPages.filter(({ pattern }) => pattern.startsWith('/register/')).map(({ pattern }) => pattern.slice('/register/'.length))).toEqual(drivers);
  });

  it('give each page its screen modules, as the route preloader does', () => {
    expect(modulesFor(preloadedRoutes, '/register/varejo')).toEqual(['src/app/RelayLayout.tsx', 'src/screens/signup/Register/index.ts']);
    expect(modulesFor(preloadedRoutes, '/password/create/prerendered')).toContain('src/screens/password/PasswordCreate/index.ts');
    expect(modulesFor(preloadedRoutes, '/unknown')).toEqual([]);
  });
});

describe('chunkFiles', () => {
  const manifest = {
    'src/a.ts': { file: 'assets/a.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/b.ts': { file: 'assets/b.js', imports: ['_react.js'] },
  };

  it('follows static imports once each', () => {
    expect(chunkFiles(manifest, ['src/a.ts', 'src/b.ts'])).toEqual(['assets/a.js', 'assets/shared.js', 'assets/react.js', 'assets/b.js']);
  });

  it('throws for a module the build does not have', () => {
    expect(() => chunkFiles(manifest, ['src/c.ts'])).toThrow(/src\/c.ts/);
  });
});

/**
 * Runs the e-mail script as the page does, after `#root`, with this query and storage; the text of the
 * page's (two) slots, and whether they are marked as having no e-mail to show.
 */
function runEmailScript(search: string, stored: string | null, throwingStorage = false): { text: string; unknown: boolean } {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<p>conta <span data-slot="email"></span>.</p><p><span data-slot="email"></span></p>';
  document.body.append(root);
  const storage = {
    getItem: (key: string) => {
      if (throwingStorage) throw new DOMException('denied', 'SecurityError');
      return key === 'email' ? stored : null;
    },
  };
  try {
    // The script's exact text, as the page runs it.
    new Function('document', 'location', 'localStorage', BOOT_EMAIL_SCRIPT)(document, { search }, storage);
    const slots = [...root.querySelectorAll('[data-slot=email]')];
    const texts = slots.map((slot) => slot.textContent);
    const marks = slots.map((slot) => slot.hasAttribute('data-unknown'));
    for (const paragraph of root.querySelectorAll('p')) expect(paragraph.children).toHaveLength(1);
    expect(new Set(texts).size).toBe(1);
    expect(new Set(marks).size).toBe(1);
    return { text: texts[0] ?? '', unknown: marks[0] ?? false };
  } finally {
    root.remove();
  }
}

describe('the e-mail script', () => {
  it('shows the e-mail PasswordForm will use: the query first, then the stored one, never a blank, masked or mangled one', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.constant(''),
      fc.constant('  '),
      fc.constant('m***@exemplo.com.br'),
      fc.constant('%zz'),
      fc.constant('ana tag@exemplo.com.br'),
      fc.constant('ana@intranet'),
      fc.emailAddress(),
      fc.string(),
    );
    fc.assert(
      fc.property(value, value, (query, stored) => {
        const search = query === null ? '' : `?${new URLSearchParams({ email: query }).toString()}`;
        const email = resolveEmail(query, stored);
        // No e-mail to show: the slot is marked, and the page's CSS hides the sentence and the form
        // (PasswordForm then says it found no e-mail, and nothing typed there could have been sent).
        expect(runEmailScript(search, stored)).toEqual({ text: email ?? '', unknown: email === null });
      }),
      { numRuns: 300 },
    );
  });

  it('writes markup as text, never as elements', () => {
    const hostile = '<img/src=x/onerror=alert(1)>@exemplo.com';
    expect(runEmailScript(`?email=${encodeURIComponent(hostile)}`, null).text).toBe(hostile);
  });

  it('leaves the slot empty, without throwing, when storage is refused', () => {
    expect(runEmailScript('', null, true)).toEqual({ text: '', unknown: true });
  });
});
