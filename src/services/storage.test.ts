import { describe, expect, it } from 'vitest';
import { createSafeStorage, localStore } from './storage';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('safe storage', () => {
  it('reads, writes and removes strings and JSON in localStorage', () => {
    expect(localStore.set('user', '{"name":"Maria"}')).toBe(true);
    expect(localStore.get('user')).toBe('{"name":"Maria"}');
    expect(localStore.getJson('user')).toEqual({ name: 'Maria' });
    expect(localStore.setJson('draft', { a: 1 })).toBe(true);
    expect(localStorage.getItem('draft')).toBe('{"a":1}');
    localStore.remove('user');
    expect(localStore.get('user')).toBeNull();
  });

  it('gives undefined for garbage JSON instead of throwing', () => {
    localStorage.setItem('user', '{"name": "Maria"');
    expect(localStore.getJson('user')).toBeUndefined();
    expect(localStore.getJson('absent')).toBeUndefined();
  });

  it('never throws when storage is disabled (the getter itself throws)', () => {
    const store = createSafeStorage(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(store.get('jwt')).toBeNull();
    expect(store.set('jwt', 'x')).toBe(false);
    expect(() => store.remove('jwt')).not.toThrow();
    expect(store.getJson('jwt')).toBeUndefined();
    expect(store.setJson('jwt', 'x')).toBe(false);
  });

  it('never throws when storage is full or every call fails', () => {
    const store = createSafeStorage(throwingStorage);
    expect(store.get('jwt')).toBeNull();
    expect(store.set('jwt', 'x')).toBe(false);
    expect(() => store.remove('jwt')).not.toThrow();
  });

  it('refuses values JSON cannot serialise', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(localStore.setJson('cyclic', cyclic)).toBe(false);
    expect(localStore.setJson('nothing', undefined)).toBe(false);
    expect(localStorage.getItem('cyclic')).toBeNull();
  });

  it('lists the stored keys, and none when storage cannot be read', () => {
    localStorage.setItem('email', 'maria@exemplo.com.br');
    localStorage.setItem('jwt', 'x');
    expect(localStore.keys().sort()).toEqual(['email', 'jwt']);
    expect(createSafeStorage(() => null).keys()).toEqual([]);
    expect(createSafeStorage(() => ({ ...throwingStorage(), length: 2 })).keys()).toEqual([]);
    const denied = createSafeStorage(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(denied.keys()).toEqual([]);
  });
});
