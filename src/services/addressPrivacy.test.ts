import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_DATA_KEY,
  addressSearch,
  forgetAddressData,
  isPersonalParam,
  keepTokensOutOfTagsView,
  takePersonalDataFromAddress,
} from './addressPrivacy';
import { sessionStore } from './storage';

const arrival = { key: 'default' } as const;

function open(url: string): void {
  window.history.replaceState(null, '', url);
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  sessionStorage.clear();
  forgetAddressData();
  open('/');
});

describe('isPersonalParam', () => {
  it('names the parameters that carry a person or a secret', () => {
    for (const name of ['prefill[name]', 'prefill[identity]', 'prefill[customersCodes][]', 'prefill[customersCodes][2]', 'identifier', 'email', 'cpf', 'login_hint']) {
      expect(isPersonalParam(name), name).toBe(true);
    }
    for (const name of ['redirect_uri', 'force_logout', 'target', 'client_id', 'state', 'code_challenge', 'code_challenge_method', 'scope']) {
      expect(isPersonalParam(name), name).toBe(false);
    }
  });
});

describe('takePersonalDataFromAddress', () => {
  it('takes a sign-up link’s prefill out of the address, keeping the rest, and gives it back to the page it arrived on', () => {
    open('/register/varejo?prefill[identity]=52998224725&redirect_uri=%2Fhome&prefill[email]=ana%40exemplo.com.br#topo');
    takePersonalDataFromAddress();
    expect(here()).toBe('/register/varejo?redirect_uri=%2Fhome#topo');
    const search = addressSearch({ pathname: '/register/varejo', search: window.location.search, ...arrival });
    const params = new URLSearchParams(search);
    expect(params.get('prefill[identity]')).toBe('52998224725');
    expect(params.get('prefill[email]')).toBe('ana@exemplo.com.br');
    expect(params.get('redirect_uri')).toBe('/home');
  });

  it('keeps the raw pairs, so a malformed escape is handled by the reader as before', () => {
    open('/register?prefill[name]=Ana%20Maria&prefill[email]=%E0%A4%A&x=1');
    takePersonalDataFromAddress();
    expect(here()).toBe('/register?x=1');
    expect(addressSearch({ pathname: '/register', search: '?x=1', ...arrival })).toBe('?x=1&prefill[name]=Ana%20Maria&prefill[email]=%E0%A4%A');
  });

  it('takes the identifier of a sign-in link and the e-mail of a password link', () => {
    open('/login?identifier=maria.silva%40exemplo.com.br');
    takePersonalDataFromAddress();
    expect(here()).toBe('/login');
    expect(addressSearch({ pathname: '/login', search: '', ...arrival })).toBe('?identifier=maria.silva%40exemplo.com.br');

    open('/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br');
    takePersonalDataFromAddress();
    expect(here()).toBe('/password/create/demo-criar-senha');
    expect(addressSearch({ pathname: '/password/create/demo-criar-senha', search: '', ...arrival })).toBe('?email=ana.costa%40exemplo.com.br');
  });

  it('leaves an address with nothing personal as it is, and writes no history entry', () => {
    open('/oauth2/authorize?client_id=loja&state=xyz&code_challenge=abc&code_challenge_method=S256');
    const replace = vi.spyOn(window.history, 'replaceState');
    takePersonalDataFromAddress();
    expect(replace).not.toHaveBeenCalled();
    expect(here()).toBe('/oauth2/authorize?client_id=loja&state=xyz&code_challenge=abc&code_challenge_method=S256');
  });

  it('keeps the history entry’s state (a reload of a page reached inside the app)', () => {
    window.history.replaceState({ key: 'k1', idx: 3 }, '', '/login?identifier=123');
    takePersonalDataFromAddress();
    expect(window.history.state).toEqual({ key: 'k1', idx: 3 });
  });

  it('gives the data only to the entry the person arrived on, not to the same path reached later', () => {
    open('/login?identifier=12345678909');
    takePersonalDataFromAddress();
    expect(addressSearch({ pathname: '/login', search: '', key: 'abc123' })).toBe('');
    expect(addressSearch({ pathname: '/register', search: '', ...arrival })).toBe('');
  });

  it('shows the same prefill after a reload of the cleaned page, and forgets it on another page', () => {
    open('/register?prefill[name]=Ana');
    takePersonalDataFromAddress();
    expect(sessionStore.getJson(ADDRESS_DATA_KEY)).toEqual({ path: '/register', query: 'prefill[name]=Ana' });

    // The reload: a new page on the cleaned address.
    forgetAddressData({ inMemoryOnly: true });
    takePersonalDataFromAddress();
    expect(addressSearch({ pathname: '/register', search: '', ...arrival })).toBe('?prefill[name]=Ana');

    // A new page elsewhere: what was taken is no longer needed, and not kept.
    open('/recovery');
    forgetAddressData({ inMemoryOnly: true });
    takePersonalDataFromAddress();
    expect(sessionStore.get(ADDRESS_DATA_KEY)).toBeNull();
    open('/register');
    expect(addressSearch({ pathname: '/register', search: '', ...arrival })).toBe('');
  });

  it('a new link replaces what an older one left', () => {
    open('/register?prefill[name]=Ana');
    takePersonalDataFromAddress();
    open('/register?prefill[name]=Bia');
    takePersonalDataFromAddress();
    expect(addressSearch({ pathname: '/register', search: '', ...arrival })).toBe('?prefill[name]=Bia');
  });

  it('never throws, and never leaves a personal value in the address (any query)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('prefill[name]', 'identifier', 'email', 'cpf', 'redirect_uri', 'x', '%ZZ', 'prefill%5Bidentity%5D'), fc.string()), { maxLength: 6 }),
        (pairs) => {
          const query = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
          open(`/register?${query}`);
          takePersonalDataFromAddress();
          for (const [key] of new URLSearchParams(window.location.search)) expect(isPersonalParam(key)).toBe(false);
          expect(window.location.search).not.toContain('%ZZ');
        },
      ),
    );
  });
});

describe('forgetAddressData', () => {
  it('removes what was taken, from memory and from the tab', () => {
    open('/login?identifier=12345678909');
    takePersonalDataFromAddress();
    forgetAddressData();
    expect(sessionStore.get(ADDRESS_DATA_KEY)).toBeNull();
    expect(addressSearch({ pathname: '/login', search: '', ...arrival })).toBe('');
  });
});

describe('keepTokensOutOfTagsView', () => {
  const assign = vi.fn<(url: string) => void>();
  const replace = vi.fn<(url: string) => void>();
  let restore: () => void;

  beforeEach(() => {
    assign.mockReset();
    replace.mockReset();
    open('/recovery/confirmation-code');
  });
  afterEach(() => restore());

  it('while a tag manager runs, a move to a token address is a new page load, never a history entry', () => {
    restore = keepTokensOutOfTagsView({ assign, replace });
    window.history.pushState({ key: 'a' }, '', '/password/reset/abc123');
    expect(assign).toHaveBeenCalledWith('/password/reset/abc123');
    window.history.replaceState(null, '', '/email/invite/confirmation/tok');
    expect(replace).toHaveBeenCalledWith('/email/invite/confirmation/tok');
    expect(here()).toBe('/recovery/confirmation-code');
  });

  it('other addresses move as before, and so does every address once history is put back', () => {
    restore = keepTokensOutOfTagsView({ assign, replace });
    window.history.pushState(null, '', '/password/create/success');
    expect(here()).toBe('/password/create/success');
    restore();
    window.history.pushState(null, '', '/password/reset/abc123');
    expect(here()).toBe('/password/reset/abc123');
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
