import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_MARKER } from '../src/services/chunkReload';
import { errorMessages } from '../src/app/pages/Error/messages';
import { BOOT_FALLBACK_SCRIPT } from './bootScript';
import { withStartupFallback } from './startupFallback';

interface Listener {
  type: string;
  listener: (event: { target: unknown }) => void;
  capture: boolean;
}

/** Runs the script's exact text against this page's document, with a window whose reload and storage the test sees. */
function runScript({ marker = null as string | null, storageThrows = false, now = 1_000_000 } = {}) {
  const listeners: Listener[] = [];
  const stored = new Map<string, string>(marker === null ? [] : [[CHUNK_RELOAD_MARKER, marker]]);
  const reload = vi.fn();
  const sessionStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return stored.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('SecurityError');
      stored.set(key, value);
    },
  };
  const win: { __portalStartupFailed?: (chunk: boolean) => void } & Record<string, unknown> = {
    location: { reload },
    sessionStorage,
    addEventListener: (type: string, listener: Listener['listener'], capture: boolean) => listeners.push({ type, listener, capture }),
  };
  vi.spyOn(Date, 'now').mockReturnValue(now);
  new Function('window', 'document', BOOT_FALLBACK_SCRIPT)(win, document);
  const scriptError = (target: unknown) => {
    for (const { type, listener, capture } of listeners) if (type === 'error' && capture) listener({ target });
  };
  return { win, reload, stored, scriptError };
}

function page(inner = '<main><h1>Entrar</h1><form><input name="identifier"></form></main>') {
  document.body.innerHTML = `<div id="root" data-prerendered="">${inner}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const moduleScript = () => Object.assign(document.createElement('script'), { type: 'module' });

afterEach(() => {
  document.body.innerHTML = '';
  document.title = '';
});

describe('the start-up fallback', () => {
  it('reloads once when the entry module fails to load, marking the tab', () => {
    const root = page();
    const { reload, stored, scriptError } = runScript();
    scriptError(moduleScript());
    expect(reload).toHaveBeenCalledOnce();
    expect(stored.get(CHUNK_RELOAD_MARKER)).toBe('1000000');
    // The page stays as it is while it reloads.
    expect(root.querySelector('h1')?.textContent).toBe('Entrar');
  });

  it('within 10 seconds of that reload, replaces the pre-rendered form (which no app will check or send) with the error page, in Portuguese, and does not reload', () => {
    const root = page();
    const { reload, scriptError } = runScript({ marker: String(1_000_000 - CHUNK_RELOAD_GUARD_MS + 1) });
    scriptError(moduleScript());
    expect(reload).not.toHaveBeenCalled();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('[role=alert] h1')?.textContent).toBe(errorMessages.title);
    expect(root.querySelector('p')?.textContent).toBe(errorMessages.chunk);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(root.querySelector('a')?.textContent).toBe(errorMessages.home);
    expect(root.querySelector('button')?.textContent).toBe(errorMessages.retry);
    expect(document.title).toBe('Erro | Programa de Fidelidade');
  });

  it('"Tentar novamente" reloads the page', () => {
    const root = page();
    const { reload, scriptError } = runScript({ marker: '999999' });
    scriptError(moduleScript());
    root.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the marker is 10 seconds old, or unreadable', () => {
    for (const marker of [String(1_000_000 - CHUNK_RELOAD_GUARD_MS), 'garbage', String(2_000_000)]) {
      page();
      const { reload, scriptError } = runScript({ marker });
      scriptError(moduleScript());
      expect(reload).toHaveBeenCalledOnce();
    }
  });

  it('shows the error page rather than risk a loop when storage refuses the marker', () => {
    const root = page();
    const { reload, scriptError } = runScript({ storageThrows: true });
    scriptError(moduleScript());
    expect(reload).not.toHaveBeenCalled();
    expect(root.querySelector('h1')?.textContent).toBe(errorMessages.title);
  });

  it('ignores errors of anything but a module script (an image, a classic script, a preload link)', () => {
    const root = page();
    const { reload, scriptError } = runScript();
    for (const target of [document.createElement('img'), document.createElement('script'), document.createElement('link'), window, null]) scriptError(target);
    expect(reload).not.toHaveBeenCalled();
    expect(root.querySelector('h1')?.textContent).toBe('Entrar');
  });

  it('shows the generic text, without reloading, for a start-up step that threw', () => {
    const root = page('');
    const { win, reload } = runScript();
    win.__portalStartupFailed?.(false);
    expect(reload).not.toHaveBeenCalled();
    expect(root.querySelector('h1')?.textContent).toBe(errorMessages.title);
    expect(root.querySelector('p')?.textContent).toBe(errorMessages.generic);
  });

  it('acts once, whatever fails after', () => {
    page();
    const { win, reload, scriptError } = runScript();
    scriptError(moduleScript());
    win.__portalStartupFailed?.(true);
    scriptError(moduleScript());
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('withStartupFallback', () => {
  it('puts the script inline right before the entry module', () => {
    const html = withStartupFallback('<head><script src="/config.js" defer></script><script type="module" src="/src/app/main.tsx"></script></head>');
    expect(html).toBe(`<head><script src="/config.js" defer></script><script data-startup-fallback>${BOOT_FALLBACK_SCRIPT}</script>\n    <script type="module" src="/src/app/main.tsx"></script></head>`);
  });

  it('leaves a page without a module script as it is', () => {
    expect(withStartupFallback('<head></head>')).toBe('<head></head>');
  });
});

describe('the start-up fallback on a load that never ends', () => {
  const notice = () => document.querySelector('body > p[role=status]');

  it('tells the person after 15 seconds without the app, then leaves once the app has replaced the page', async () => {
    vi.useFakeTimers();
    try {
      const root = page();
      runScript();
      vi.advanceTimersByTime(14_999);
      expect(notice()).toBeNull();
      vi.advanceTimersByTime(1);
      expect(notice()?.textContent).toBe('A página está demorando para carregar. Verifique sua conexão com a internet.');
      // The app has hydrated the page and taken it over (src/app/prerenderedPage.ts).
      root.removeAttribute('data-prerendered');
      await vi.waitFor(() => expect(notice()).toBeNull(), { timeout: 15_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays away when the app took over in time, or the error page already shows', () => {
    vi.useFakeTimers();
    try {
      const root = page('<main><h1>Entrar</h1></main>');
      root.removeAttribute('data-prerendered');
      runScript();
      vi.advanceTimersByTime(15_000);
      expect(notice()).toBeNull();

      page();
      const { win } = runScript();
      win.__portalStartupFailed?.(false);
      vi.advanceTimersByTime(15_000);
      expect(notice()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
