import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_KEPT_TEXT_LENGTH } from '../../services/storage';
import { startApp } from './startApp';

const FORM = '<form><input name="name"><button>Criar conta</button></form>';

/** The roots of the pages started in a test: their listeners on `window` stay, so each is made the app's after it. */
const started: HTMLElement[] = [];

/** A pre-rendered page started (its start script's module run), in a document of its own (its downloads never start: the timers are fake). */
function startPage(form = FORM, before?: (root: HTMLElement) => void): { root: HTMLElement; form: HTMLFormElement; page: Document } {
  vi.useFakeTimers();
  const page = document.implementation.createHTMLDocument('');
  page.body.innerHTML = `<div id="root" data-prerendered="">${form}</div>`;
  before?.(page.getElementById('root') as HTMLElement);
  const script = page.createElement('script');
  script.setAttribute('data-preload', '');
  script.setAttribute('data-app', '/assets/index-teste.js');
  Object.defineProperty(page, 'currentScript', { value: script, configurable: true });
  startApp(page);
  const root = page.getElementById('root') as HTMLElement;
  started.push(root);
  return { root, form: root.querySelector('form') as HTMLFormElement, page };
}

afterEach(() => {
  delete window.__portalPendingSubmit;
  for (const root of started.splice(0)) root.removeAttribute('data-prerendered');
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('the pre-rendered page’s start script', () => {
  it('holds a submit made before the page is the app’s, and no listener in the page hears it: the app sends it once, later', () => {
    const { root, form, page } = startPage();
    // React listens on the root from the moment it starts hydrating: it must not send the held submit too.
    const heard = vi.fn();
    root.addEventListener('submit', heard, true);
    root.addEventListener('submit', heard);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    expect(window.__portalPendingSubmit).toBe(form);
    expect(page.getElementById('pending-submit')?.textContent).toBe('Aguarde: seus dados serão enviados assim que a página terminar de carregar.');
  });

  it('starts the app once the page has painted and been parsed, with what was typed put back or not', () => {
    sessionStorage.setItem('typed_before_app', JSON.stringify({ path: '/', fields: [['name', 'Clara Nunes']] }));
    const { page, root } = startPage();
    expect(field(root, '[name=name]').value).toBe('Clara Nunes');
    // What the script adds to the head, kept from this DOM (which would try to fetch it).
    const added: Node[] = [];
    vi.spyOn(page.head, 'appendChild').mockImplementation((node) => (added.push(node), node));
    page.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(1000);
    const entry = added.find((node): node is HTMLScriptElement => node.nodeName === 'SCRIPT');
    expect(entry?.type).toBe('module');
    expect(entry?.getAttribute('src')).toBe('/assets/index-teste.js');
  });

  it('lets a submit through once the page is the app’s', () => {
    const { root, form } = startPage();
    root.removeAttribute('data-prerendered');
    const heard = vi.fn((event: Event) => event.preventDefault());
    root.addEventListener('submit', heard);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(window.__portalPendingSubmit).toBeUndefined();
  });
});

const SIGN_UP =
  '<form><input name="name"><input name="email" type="email"><input name="phoneNumber" type="tel">' +
  '<input name="password" type="password"><input name="secret" autocomplete="new-password">' +
  '<input name="terms" type="checkbox"><input name="offers" type="checkbox" checked>' +
  '<input name="type" type="radio" value="a" checked><input name="type" type="radio" value="b">' +
  '<input name="shown" value="pre-rendered"><input name="hiddenOne" type="hidden" value="x"><button>Criar conta</button></form>';

/** What a person types into a field before the app runs: the value, and the event the page's script hears. */
function type(field: Element | null, value: string): void {
  const input = field as HTMLInputElement;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a person ticks (or unticks) before the app runs: the box, and the events a browser fires for it (input, then change). */
function tick(box: Element | null, checked: boolean): void {
  const input = box as HTMLInputElement;
  input.checked = checked;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const field = (root: HTMLElement, selector: string) => root.querySelector(selector) as HTMLInputElement;

describe('what is typed before the app runs, across a reload', () => {
  it('is kept in this tab as it is typed before the app runs (never a password), and put back as the same page loads again, its labels floated', () => {
    window.history.replaceState(null, '', '/register?origem=teste');
    const { root } = startPage(SIGN_UP);
    type(field(root, '[name=name]'), 'Clara Nunes');
    type(field(root, '[name=email]'), 'clara@exemplo.com.br');
    type(field(root, '[name=phoneNumber]'), '11987654321');
    type(field(root, '[name=password]'), 'Senha@Forte1');
    type(field(root, '[name=secret]'), 'Outra@Senha2');
    tick(field(root, '[name=terms]'), true);
    tick(field(root, '[name=offers]'), false);
    tick(field(root, '[name=type][value=b]'), true);
    // Kept as typed, with no `pagehide`: a phone may discard a tab in the background without one.
    const stored = sessionStorage.getItem('typed_before_app') ?? '';
    expect(stored).not.toContain('Senha@Forte1');
    expect(stored).not.toContain('Outra@Senha2');
    expect(stored).not.toContain('pre-rendered');

    const again = startPage(SIGN_UP).root;
    expect(field(again, '[name=name]').value).toBe('Clara Nunes');
    expect(field(again, '[name=email]').value).toBe('clara@exemplo.com.br');
    expect(field(again, '[name=phoneNumber]').value).toBe('11987654321');
    expect(field(again, '[name=password]').value).toBe('');
    expect(field(again, '[name=secret]').value).toBe('');
    expect(field(again, '[name=terms]').checked).toBe(true);
    expect(field(again, '[name=offers]').checked).toBe(false);
    expect(field(again, '[name=type][value=b]').checked).toBe(true);
    expect(field(again, '[name=shown]').value).toBe('pre-rendered');
    expect(field(again, '[name=hiddenOne]').value).toBe('x');
    // Each is the person's own change, as if typed now: the app hands it over as such (src/app/typedBeforeApp.ts).
    expect(field(again, '[name=name]').defaultValue).toBe('');
    expect(field(again, '[name=name]').hasAttribute('data-typed')).toBe(true);
    expect(field(again, '[name=password]').hasAttribute('data-typed')).toBe(false);
    // Kept again as it now stands, for one more reload.
    expect(JSON.parse(sessionStorage.getItem('typed_before_app') ?? '{}')).toEqual(JSON.parse(stored));
  });

  it('is not put back on another page, nor over what the browser has put in the field, and is then forgotten', () => {
    window.history.replaceState(null, '', '/register');
    const { root } = startPage(SIGN_UP);
    type(field(root, '[name=name]'), 'Clara Nunes');
    window.history.replaceState(null, '', '/login');
    expect(field(startPage(SIGN_UP).root, '[name=name]').value).toBe('');
    expect(sessionStorage.getItem('typed_before_app')).toBeNull();

    const { root: login } = startPage(SIGN_UP);
    type(field(login, '[name=name]'), 'Clara Nunes');
    type(field(login, '[name=email]'), 'clara@exemplo.com.br');
    // The browser's own form restoration got there first: what it put back stays.
    const again = startPage(SIGN_UP, (root) => (field(root, '[name=name]').value = 'Clara N.')).root;
    expect(field(again, '[name=name]').value).toBe('Clara N.');
    expect(field(again, '[name=email]').value).toBe('clara@exemplo.com.br');
  });

  it('keeps nothing once the page is the app’s (its forms keep their own drafts), and forgets what was emptied', () => {
    const { root } = startPage(SIGN_UP);
    root.removeAttribute('data-prerendered');
    type(field(root, '[name=name]'), 'Clara Nunes');
    expect(sessionStorage.getItem('typed_before_app')).toBeNull();

    const early = startPage(SIGN_UP).root;
    type(field(early, '[name=name]'), 'Rui');
    tick(field(early, '[name=terms]'), true);
    expect(sessionStorage.getItem('typed_before_app')).not.toBeNull();
    type(field(early, '[name=name]'), '');
    tick(field(early, '[name=terms]'), false);
    expect(sessionStorage.getItem('typed_before_app')).toBeNull();
  });

  it.each([
    ['not JSON', '{nome'],
    ['an array', '["Clara"]'],
    ['fields of the wrong shape', JSON.stringify({ path: '/', fields: [['name', { x: 1 }], [3, 'a'], 'name', ['password', 'Senha@Forte1']] })],
    ['a value longer than any field takes', JSON.stringify({ path: '/', fields: [['name', 'a'.repeat(MAX_KEPT_TEXT_LENGTH + 1)]] })],
  ])('ignores a stored record that is %s, and forgets it', (_, raw) => {
    sessionStorage.setItem('typed_before_app', raw);
    const { root } = startPage(SIGN_UP);
    expect(field(root, '[name=name]').value).toBe('');
    expect(field(root, '[name=password]').value).toBe('');
    expect(sessionStorage.getItem('typed_before_app')).toBeNull();
  });

  it('keeps a 10,000-character name whole', () => {
    const name = 'Ana '.repeat(2_500);
    const { root } = startPage(SIGN_UP);
    type(field(root, '[name=name]'), name);
    expect(field(startPage(SIGN_UP).root, '[name=name]').value).toBe(name);
  });

  it('keeps a value as long as the app’s drafts keep one (MAX_KEPT_TEXT_LENGTH), and none longer', () => {
    const longest = 'a'.repeat(MAX_KEPT_TEXT_LENGTH);
    type(field(startPage(SIGN_UP).root, '[name=name]'), longest);
    expect(field(startPage(SIGN_UP).root, '[name=name]').value).toBe(longest);
    type(field(startPage(SIGN_UP).root, '[name=name]'), `${longest}a`);
    expect(sessionStorage.getItem('typed_before_app')).toBeNull();
  });

  it('starts the page as before when storage cannot be used', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const { root, form } = startPage(SIGN_UP);
      expect(() => type(field(root, '[name=name]'), 'Clara Nunes')).not.toThrow();
      expect(field(root, '[name=name]').hasAttribute('data-typed')).toBe(true);
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      expect(window.__portalPendingSubmit).toBe(form);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
