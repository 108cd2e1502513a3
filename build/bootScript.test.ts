import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_APP_SCRIPT } from './bootScript';

declare global {
  interface Window {
    __portalPendingSubmit?: HTMLFormElement;
  }
}

/** A pre-rendered page with its start script run, in a document of its own (its downloads never start: the timers are fake). */
function startPage(): { root: HTMLElement; form: HTMLFormElement; page: Document } {
  vi.useFakeTimers();
  const page = document.implementation.createHTMLDocument('');
  page.body.innerHTML = '<div id="root" data-prerendered=""><form><input name="name"><button>Criar conta</button></form></div>';
  const script = page.createElement('script');
  script.setAttribute('data-preload', '');
  script.setAttribute('data-app', '');
  Object.defineProperty(page, 'currentScript', { value: script, configurable: true });
  new Function('document', BOOT_APP_SCRIPT)(page);
  const root = page.getElementById('root') as HTMLElement;
  return { root, form: root.querySelector('form') as HTMLFormElement, page };
}

afterEach(() => {
  delete window.__portalPendingSubmit;
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
