// The pre-rendered pages are hydrated, not replaced: the build's markup (src/app/renderPage.tsx) is what
// the app's first render must produce, attribute for attribute (React's development build reports any
// difference), and what a person typed into the page before the app ran is handed to the app.
import { act, screen, waitFor } from '@testing-library/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { recordTyping, takeOver } from './prerenderedPage';
import { prerender } from './renderPage';
import { createAppRouter } from './router';

let root: Root | undefined;
let container: HTMLElement;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  consoleError.mockRestore();
  window.history.replaceState(null, '', '/');
});

/** The page as the build writes it for `renderedPath`, opened at `url` (its query, its storage). */
async function openPage(renderedPath: string, url: string) {
  const page = await prerender(renderedPath);
  window.history.replaceState(null, '', url);
  container.innerHTML = page.html;
  container.setAttribute('data-prerendered', '');
}

/** The app's start on a pre-rendered page (src/app/main.tsx), with its hand-over; `afterTakeOver` runs right after it. */
async function hydrate(afterTakeOver?: () => void) {
  const typing = recordTyping(container);
  const router = await createAppRouter(true);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App
          router={router}
          onFirstCommit={() => {
            takeOver(container, typing);
            afterTakeOver?.();
          }}
        />
      </StrictMode>,
    );
  });
  // The hand-over's last step (caret, a held submit) runs in a task of its own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** A person's typing into the page before the app runs: the DOM changes, no one listens yet. */
function typeBeforeApp(label: RegExp, text: string) {
  const input = field(label);
  input.value = text;
}

const pages: [string, string, string][] = [
  ['/register', '/register', 'Cadastre-se'],
  ['/register/varejo', '/register/varejo', 'Cadastre-se'],
  ['/login', '/login', 'Entrar'],
  ['/password/create/prerendered', '/password/create/um-link?email=ana.costa%40exemplo.com.br', 'Crie sua Senha'],
  ['/password/reset/prerendered', '/password/reset/um-link?email=ana.costa%40exemplo.com.br', 'Redefinir senha'],
];

describe('hydrating a pre-rendered page', () => {
  it.each(pages)('%s hydrates with no mismatch and no error, and is the app from then on', async (rendered, url, heading) => {
    await openPage(rendered, url);
    const before = container.innerHTML;
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.hasAttribute('data-prerendered')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The same document, not a new render: the heading element is the one the build wrote.
    expect(before).toContain(screen.getByRole('heading', { level: 1 }).outerHTML);
  });

  it('keeps the name, CPF and tick typed into /register before the app ran: the CPF masked, the typed value over the draft', async () => {
    localStorage.setItem('user_under_creation', JSON.stringify({ name: 'Nome do Rascunho', email: 'rascunho@exemplo.com.br' }));
    await openPage('/register', '/register');
    typeBeforeApp(/^Nome completo/, 'Clara Nunes');
    typeBeforeApp(/^CPF/, '52998224725');
    const terms = screen.getByRole('checkbox', { name: /Li e aceito/ }) as HTMLInputElement;
    terms.checked = true;
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/^CPF/)).toHaveValue('529.982.247-25'));
    expect(field(/^Nome completo/)).toHaveValue('Clara Nunes');
    // What was not typed comes from the draft.
    expect(field(/^E-mail/)).toHaveValue('rascunho@exemplo.com.br');
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked();
    // The app has them: they are in the draft it saves on every change.
    const draft = JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ name: 'Clara Nunes', identity: '52998224725' });
  });

  it('takes a CPF and a phone shown masked before the app ran (the page’s own masks) as they are: nothing on screen changes, the caret stays', async () => {
    await openPage('/register', '/register');
    // The design system's fields say which mask the page's script applies as they are typed into.
    expect(field(/^CPF/)).toHaveAttribute('data-mask', 'cpf');
    expect(field(/^Celular/)).toHaveAttribute('data-mask', 'phone');
    typeBeforeApp(/^Celular/, '(11) 98765-4321');
    typeBeforeApp(/^CPF/, '529.982.247-25');
    field(/^CPF/).focus();
    field(/^CPF/).setSelectionRange(6, 6);
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user_under_creation') ?? '{}')).toMatchObject({ identity: '52998224725', phoneNumber: '11987654321' }));
    expect(field(/^CPF/)).toHaveValue('529.982.247-25');
    expect(field(/^Celular/)).toHaveValue('(11) 98765-4321');
    expect(field(/^CPF/)).toHaveFocus();
    expect(field(/^CPF/).selectionStart).toBe(6);
  });

  it('keeps the phone, password and tick typed into /register before the app ran: masked, heard by the checklist, in the draft', async () => {
    await openPage('/register', '/register');
    typeBeforeApp(/^Celular/, '11987654321');
    typeBeforeApp(/^Senha/, 'Senha@Forte1');
    const offers = screen.getByRole('checkbox', { name: /Quero receber ofertas/ }) as HTMLInputElement;
    offers.checked = true;
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/^Celular/)).toHaveValue('(11) 98765-4321'));
    expect(field(/^Senha/)).toHaveValue('Senha@Forte1');
    expect(screen.getByRole('checkbox', { name: /Quero receber ofertas/ })).toBeChecked();
    // The password's checklist heard it: the app has it.
    expect(screen.getByText(/No mínimo 8 caracteres/)).toHaveTextContent(/atendido/);
    const draft = JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ phoneNumber: '11987654321', acceptsReceiveOffers: true });
    expect(draft).not.toHaveProperty('password');
    expect(container.hasAttribute('data-prerendered')).toBe(false);
  });

  it('restores a draft into /register as the page hydrates, with no mismatch: the mask writes the phone, its label floats, the box is ticked', async () => {
    localStorage.setItem('user_under_creation', JSON.stringify({ name: 'Clara Nunes', phoneNumber: '11987654321', bornOn: '1990-03-15', acceptsReceiveOffers: true }));
    await openPage('/register', '/register');
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/^Celular/)).toHaveValue('(11) 98765-4321'));
    expect(container.querySelector('label[for=phoneNumber]')).toHaveAttribute('data-shrink', 'true');
    expect(field(/^Nome completo/)).toHaveValue('Clara Nunes');
    expect(screen.getByRole('checkbox', { name: /Quero receber ofertas/ })).toBeChecked();
  });

  it('keeps a CPF typed into /register when the person leaves the field after the app has hydrated it and before the hand-over: the mask has synced to it unheard by the form', async () => {
    await openPage('/register', '/register');
    field(/^CPF/).focus();
    typeBeforeApp(/^CPF/, '52998224725');
    const typing = recordTyping(container);
    const router = await createAppRouter(true);
    // The hand-over comes in a passive effect, a task after the commit that started imask: in between,
    // the person tabs on. imask, on the CPF's blur, takes the text on screen as its own without telling the form.
    const leaveThenTakeOver = () => {
      field(/^Celular/).focus();
      takeOver(container, typing);
    };
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App router={router} onFirstCommit={leaveThenTakeOver} />
        </StrictMode>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/^CPF/)).toHaveValue('529.982.247-25'));
    const draft = JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ identity: '52998224725' });
  });

  it('checks a submit held on /register before the app ran with everything typed then: nothing typed is called missing', async () => {
    await openPage('/register', '/register');
    typeBeforeApp(/^Senha/, 'Senha@Forte1');
    const terms = screen.getByRole('checkbox', { name: /Li e aceito/ }) as HTMLInputElement;
    terms.checked = true;
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    window.__portalPendingSubmit = form;
    await hydrate();
    const summary = await screen.findByRole('alert', { name: 'Corrija os campos abaixo' });
    // The name was left empty; the password and the terms, typed and ticked before the app ran, are not called missing.
    expect(summary).toHaveTextContent('Nome completo: Campo obrigatório');
    expect(summary).not.toHaveTextContent(/Senha/);
    expect(summary).not.toHaveTextContent(/Termos|aceit/i);
    expect(window.__portalPendingSubmit).toBeUndefined();
  });

  it('checks what was typed into /register before the app ran as the form shows (spec §4), as if typed and left', async () => {
    await openPage('/register', '/register');
    typeBeforeApp(/^CPF/, '5299822');
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/^CPF/)).toHaveValue('529.982.2'));
    // A CPF short of digits is spared while it is being typed; on load it is a value to check.
    expect(await screen.findByText('Digite os 11 números do CPF')).toBeInTheDocument();
    expect(field(/^CPF/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("applies a link's prefill after hydrating /register (the first render depends on the path alone)", async () => {
    await openPage('/register', '/register?prefill[name]=Jo%C3%A3o%20Souza&prefill[email]=joao%40exemplo.com.br');
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    expect(field(/^Nome completo/)).toHaveValue('João Souza');
    expect(field(/^E-mail/)).toHaveValue('joao@exemplo.com.br');
    expect(field(/^E-mail/)).toHaveAttribute('readonly');
  });

  it('keeps an identifier and a password typed into /login before the app ran, and fills ?identifier= otherwise', async () => {
    await openPage('/login', '/login');
    typeBeforeApp(/^E-mail ou CPF/, '52998224725');
    typeBeforeApp(/^Senha/, 'Senha@Forte1');
    await hydrate();
    await waitFor(() => expect(field(/^E-mail ou CPF/)).toHaveValue('529.982.247-25'));
    expect(field(/^Senha/)).toHaveValue('Senha@Forte1');
    act(() => root?.unmount());
    root = undefined;

    await openPage('/login', '/login?identifier=maria.silva%40exemplo.com.br');
    await hydrate();
    expect(field(/^E-mail ou CPF/)).toHaveValue('maria.silva@exemplo.com.br');
  });

  it("keeps the password link's e-mail that the page's script wrote, and the passwords typed before the app ran", async () => {
    await openPage('/password/create/prerendered', '/password/create/um-link?email=ana.costa%40exemplo.com.br');
    const slot = container.querySelector('[data-slot=email]');
    expect(slot?.textContent).toBe('');
    if (slot) slot.textContent = 'ana.costa@exemplo.com.br';
    typeBeforeApp(/^Sua senha/, 'Senha@Forte1');
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByText(/Crie a senha de acesso da conta/)).toHaveTextContent('Crie a senha de acesso da conta ana.costa@exemplo.com.br.');
    expect(field(/^Sua senha/)).toHaveValue('Senha@Forte1');
    expect(container.querySelector('input[name=username]')).toHaveValue('ana.costa@exemplo.com.br');
  });

  it("hydrates a password link's page whose script found no e-mail (the slot marked), with no mismatch, and says so", async () => {
    await openPage('/password/create/prerendered', '/password/create/um-link?email=%25zz');
    const slot = container.querySelector('[data-slot=email]');
    // What the page's script does when it finds no usable e-mail (build/bootScript.ts).
    slot?.setAttribute('data-unknown', '');
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Não encontramos o e-mail da sua conta/);
    expect(container.querySelector('[data-slot=email], form')).toBeNull();
  });

  it('leaves keys typed while React hydrates /register to the page until the hand-over: React goes on in slices instead of hydrating all of it in the first key, and the keys are kept, masked', async () => {
    await openPage('/register', '/register');
    const typing = recordTyping(container);
    const router = await createAppRouter(true);
    const firstCommit = vi.fn(() => takeOver(container, typing));
    const cpf = field(/^CPF/);
    await act(async () => {
      // As src/app/main.tsx starts it: a transition, which React renders in slices, task after task…
      startTransition(() => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App router={router} onFirstCommit={firstCommit} />
          </StrictMode>,
        );
      });
      // …and before the first slice, the person types into the CPF: the browser's edit, and its events.
      for (const digit of '529982') {
        cpf.dispatchEvent(new KeyboardEvent('keydown', { key: digit, bubbles: true }));
        cpf.dispatchEvent(new KeyboardEvent('keypress', { key: digit, bubbles: true }));
        cpf.value += digit;
        cpf.dispatchEvent(new InputEvent('input', { data: digit, inputType: 'insertText', bubbles: true }));
        cpf.dispatchEvent(new KeyboardEvent('keyup', { key: digit, bubbles: true }));
      }
      // React heard none of it. Had it heard a key, it would have hydrated the whole page at once, in
      // that key's task (react-dom's `discreteReplayableEvents`), and the app would have the page already.
      expect(firstCommit).not.toHaveBeenCalled();
      expect(container.hasAttribute('data-prerendered')).toBe(true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(firstCommit).toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Handed over with the rest: masked, and in the draft the app saves on every change.
    await waitFor(() => expect(field(/^CPF/)).toHaveValue('529.982'));
    const draft = JSON.parse(localStorage.getItem('user_under_creation') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ identity: '529982' });
    // Once the app has the page, React hears the keys again: the next digit is masked as it is typed.
    const next = field(/^CPF/);
    await act(async () => {
      next.value = '529.9822';
      next.dispatchEvent(new InputEvent('input', { data: '2', inputType: 'insertText', bubbles: true }));
    });
    await waitFor(() => expect(field(/^CPF/)).toHaveValue('529.982.2'));
  });

  it.each([
    ['/register', '/register', [/^Nome completo/, 'Clara Nunes'], [/^E-mail/, 'clara@exemplo.com.br']],
    ['/password/create/prerendered', '/password/create/um-link?email=ana.costa%40exemplo.com.br', [/^Sua senha/, 'Senha@Forte1'], [/^Repita a senha/, 'Senha@Forte1']],
  ] as [string, string, ...[RegExp, string][]][])(
    '%s: the hand-over leaves each typed value in its field for the app to render, so React does not write it again (a value written as React commits makes the browser work out the changed page’s style and layout there and then)',
    async (rendered, url, ...typed) => {
      await openPage(rendered, url);
      for (const [label, text] of typed) typeBeforeApp(label, text);
      const inputs: HTMLInputElement[] = typed.map(([label]) => field(label));
      // Every write of an input's value, React's own included (its value tracker wraps this setter as it hydrates).
      const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      if (!descriptor?.set) throw new Error('no value setter');
      const writeValue = descriptor.set;
      let handedOver = false;
      const writtenAgain: string[] = [];
      Object.defineProperty(HTMLInputElement.prototype, 'value', {
        ...descriptor,
        set(this: HTMLInputElement, value: string) {
          if (handedOver && inputs.includes(this)) writtenAgain.push(`${this.id}=${JSON.stringify(value)}`);
          writeValue.call(this, value);
        },
      });
      try {
        // React renders what was handed over once its effects have run, after the hand-over.
        await hydrate(() => (handedOver = true));
      } finally {
        Object.defineProperty(HTMLInputElement.prototype, 'value', descriptor);
      }
      expect(handedOver).toBe(true);
      expect(writtenAgain).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      for (const [label, text] of typed) expect(field(label)).toHaveValue(text);
      // The app has them: in the sign-up's draft, or heard by the password's checklist.
      if (rendered === '/register') expect(JSON.parse(localStorage.getItem('user_under_creation') ?? '{}')).toMatchObject({ name: 'Clara Nunes', email: 'clara@exemplo.com.br' });
      else expect(screen.getByText(/No mínimo 8 caracteres/)).toHaveTextContent(/atendido/);
    },
  );

  it('sends a submit that the page held before the app ran, once, with what was typed', async () => {
    await openPage('/login', '/login');
    typeBeforeApp(/^E-mail ou CPF/, '');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    window.__portalPendingSubmit = form;
    await hydrate();
    // The held submit ran through the app: its checks answered (nothing was typed).
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite seu e-mail ou CPF');
    expect(window.__portalPendingSubmit).toBeUndefined();
  });
});
