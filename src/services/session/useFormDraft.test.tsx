import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedToken } from '../../test/tokenFixtures';
import { readFormDraft, useFormDraft } from './useFormDraft';

interface Values {
  name: string;
  password: string;
  offers: boolean;
}

function DraftForm({ onClear }: { onClear?: (clear: () => void) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', password: '', offers: false } });
  const { restore, clear } = useFormDraft('teste', form, ['name', 'offers']);
  useEffect(() => {
    restore();
    onClear?.(clear);
  }, [restore, clear, onClear]);
  return (
    <form>
      <label>
        Nome
        <input {...form.register('name')} />
      </label>
      <label>
        Senha
        <input type="password" {...form.register('password')} />
      </label>
    </form>
  );
}

beforeEach(() => sessionStorage.clear());

describe('useFormDraft', () => {
  it('keeps the listed fields while typed, never the others, and puts them back on the next visit', async () => {
    const { unmount } = render(<DraftForm />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Maria');
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha@Forte1');
    await waitFor(() => expect(sessionStorage.getItem('draft:teste')).toContain('Maria'));
    expect(sessionStorage.getItem('draft:teste')).not.toContain('Senha@Forte1');
    unmount();
    render(<DraftForm />);
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
  });

  it('saves what was typed last when the form goes away before the save delay', async () => {
    const { unmount } = render(<DraftForm />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Rui', { delay: null });
    unmount();
    expect(readFormDraft('teste', ['name'])).toEqual({ name: 'Rui' });
  });

  it('saves what was typed last when the page goes away (a reload, a closed tab) before the save delay', async () => {
    render(<DraftForm />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Rui', { delay: null });
    expect(sessionStorage.getItem('draft:teste')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readFormDraft('teste', ['name'])).toEqual({ name: 'Rui' });
  });

  it('saves what was typed last when the tab is hidden (a phone may then discard it with no pagehide)', async () => {
    render(<DraftForm />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Iara', { delay: null });
    expect(sessionStorage.getItem('draft:teste')).toBeNull();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      visibility.mockRestore();
    }
    expect(readFormDraft('teste', ['name'])).toEqual({ name: 'Iara' });
  });

  it('forgets the draft when cleared', async () => {
    let clear: () => void = () => undefined;
    render(<DraftForm onClear={(c) => (clear = c)} />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await waitFor(() => expect(sessionStorage.getItem('draft:teste')).not.toBeNull());
    act(() => clear());
    expect(sessionStorage.getItem('draft:teste')).toBeNull();
  });

  it.each([
    ['not JSON', '{nome'],
    ['an array', '["Maria"]'],
    ['wrong types', '{"name":{"x":1},"offers":"sim"}'],
    ['a 10,000,000-character name', JSON.stringify({ name: 'a'.repeat(10_000_000) })],
  ])('ignores a stored draft that is %s', (_, raw) => {
    sessionStorage.setItem('draft:teste', raw);
    const draft = readFormDraft('teste', ['name', 'offers']);
    expect(draft.name).toBeUndefined();
    render(<DraftForm />);
    expect(screen.getByLabelText('Nome')).toHaveValue('');
  });
});

describe('useFormDraft per account', () => {
  const signInAs = (sub: string | null) =>
    localStorage.setItem('jwt', unsignedToken(sub === null ? { exp: 4_102_444_800 } : { sub, exp: 4_102_444_800 }));

  beforeEach(() => localStorage.clear());

  it('keeps a signed-in form’s draft under its account, and gives it back to that account alone', async () => {
    signInAs('usuario-1');
    const { unmount } = render(<DraftForm />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Maria', { delay: null });
    unmount();
    expect(JSON.parse(sessionStorage.getItem('draft:teste:usuario-1') ?? 'null')).toEqual({ name: 'Maria', offers: false });
    expect(sessionStorage.getItem('draft:teste')).toBeNull();

    // Another person signs in at the same tab: nothing of the first one's draft shows.
    signInAs('usuario-2');
    const other = render(<DraftForm />);
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(readFormDraft('teste', ['name'])).toEqual({});
    other.unmount();

    signInAs('usuario-1');
    render(<DraftForm />);
    expect(screen.getByLabelText('Nome')).toHaveValue('Maria');
  });

  it('keeps saving under the account that typed, even once its session has ended', async () => {
    signInAs('usuario-1');
    const { unmount } = render(<DraftForm />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Rui', { delay: null });
    localStorage.removeItem('jwt');
    unmount();
    expect(JSON.parse(sessionStorage.getItem('draft:teste:usuario-1') ?? 'null')).toMatchObject({ name: 'Rui' });
    expect(sessionStorage.getItem('draft:teste')).toBeNull();
  });

  it('keeps nothing for a session whose token names no account (its draft could be shown to another)', async () => {
    signInAs(null);
    sessionStorage.setItem('draft:teste', JSON.stringify({ name: 'De outra pessoa' }));
    const { unmount } = render(<DraftForm />);
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana', { delay: null });
    unmount();
    expect(Object.keys(sessionStorage).filter((key) => key !== 'draft:teste')).toEqual([]);
  });
});
