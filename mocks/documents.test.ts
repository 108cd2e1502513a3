import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_PATHS } from '../src/services/documentPaths.ts';
import { exampleDocument } from './documents.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the example documents the demo serves for the consent links', () => {
  it.each([
    [DEFAULT_DOCUMENT_PATHS.termsUrl, 'Termos de Serviço'],
    [DEFAULT_DOCUMENT_PATHS.privacyUrl, 'Política de Privacidade'],
    [DEFAULT_DOCUMENT_PATHS.rulesUrl, 'Regulamento'],
  ])('%s is a page in Portuguese named "%s", saying it is an example and where a site puts its own', (path, name) => {
    const html = exampleDocument(path);
    expect(html).not.toBeNull();
    const page = parse(html ?? '');
    expect(page.documentElement.lang).toBe('pt-BR');
    expect(page.title).toBe(`${name} (exemplo)`);
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual([name]);
    expect(page.querySelector('main')?.textContent).toMatch(/documento de exemplo/i);
    expect(page.querySelector('main')?.textContent).toContain(path);
  });

  it('answers no other path, nor a default path with anything after it', () => {
    expect(exampleDocument('/register')).toBeNull();
    expect(exampleDocument('/termos-de-servico/x')).toBeNull();
    expect(exampleDocument('/')).toBeNull();
  });
});
