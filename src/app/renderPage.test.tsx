// @vitest-environment node
// As at build time (build/prerenderPlugin.ts): in Node, with no window, so emotion collects its CSS as a server does.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { prerender } from './renderPage';

describe('prerender', () => {
  it.each([
    ['/register', 'Cadastre-se | Programa de Fidelidade', ['Nome completo', 'E-mail', 'CPF', 'Celular']],
    ['/register/varejo', 'Cadastre-se | Programa de Fidelidade', ['Data de nascimento']],
    ['/login', 'Entrar | Programa de Fidelidade', ['E-mail ou CPF', 'Senha']],
    ['/password/create/prerendered', 'Crie sua Senha | Programa de Fidelidade', ['Sua senha', 'Repita a senha']],
  ])('renders %s with its title, its labelled fields and the CSS of every class it uses', async (url, title, labels) => {
    const page = await prerender(url);
    expect(page.title).toBe(title);
    const { document } = new Window();
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const labelTexts = [...document.querySelectorAll('label')].map((label) => label.textContent);
    for (const label of labels) expect(labelTexts.some((text) => text.startsWith(label))).toBe(true);
    for (const label of document.querySelectorAll('label[for]')) expect(document.getElementById(label.getAttribute('for') ?? '')).not.toBeNull();
    // css-0 is emotion's class for no styles at all.
    const classes = new Set([...page.html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1]).filter((name) => name !== '0'));
    expect(classes.size).toBeGreaterThan(5);
    for (const name of classes) expect(page.styles).toContain(`.css-${name}`);
    // The app's loading fallback is never what is pre-rendered.
    expect(document.querySelector('[role=progressbar]')).toBeNull();
  });

  it('renders the not-found screen for a path that is no route, rather than failing', async () => {
    const page = await prerender('/definitely/not/a/route');
    expect(page.html).toContain('<h1');
    expect(page.title).toMatch(/ \| Programa de Fidelidade$/);
  });
});
