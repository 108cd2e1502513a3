import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderStrict, sessionEnvironment, signInAs, watchRequests } from '../../../test/strictScreen';
import { ProfileUpdateScreen } from './ProfileUpdateScreen';

const maria = 'maria.silva@exemplo.com.br';
const nameField = () => screen.findByRole('textbox', { name: /^Nome completo/ });

describe('ProfileUpdateScreen under StrictMode (as `npm start` runs it)', () => {
  // What was typed is kept as a draft in the tab's session storage.
  beforeEach(() => sessionStorage.clear());

  it('loads the profile with one request and shows it', async () => {
    signInAs(maria);
    const requests = watchRequests();
    renderStrict(<ProfileUpdateScreen today="2026-11-22" />, { path: '/profile/update' });
    expect(await nameField()).toHaveValue('Maria Silva');
    // A person then edits the form: it stays (not replaced by the loader and loaded again).
    await userEvent.type(await nameField(), ' Souza');
    expect(await nameField()).toHaveValue('Maria Silva Souza');
    await requests.settled();
    expect(await requests.count('ProfileUpdateScreenMeQuery')).toBe(1);
    expect(screen.queryByText('Carregando os seus dados...')).toBeNull();
  });

  it('asks again on the next visit, and shows what is saved by then', async () => {
    signInAs(maria);
    const environment = sessionEnvironment();
    const requests = watchRequests();
    const first = renderStrict(<ProfileUpdateScreen today="2026-11-22" />, { path: '/profile/update', environment });
    expect(await nameField()).toHaveValue('Maria Silva');
    first.unmount();
    await saveName('Maria Souza Silva');
    renderStrict(<ProfileUpdateScreen today="2026-11-22" />, { path: '/profile/update', environment });
    expect(await nameField()).toHaveValue('Maria Souza Silva');
    await requests.settled();
    expect(await requests.count('ProfileUpdateScreenMeQuery')).toBe(2);
  });
});

/** Saves a new name as another tab would, behind the screen's back. */
async function saveName(name: string): Promise<void> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` },
    body: JSON.stringify({ query: 'mutation ($name: String!) { updateProfile(name: $name, receiveOffers: false) { name } }', variables: { name } }),
  });
  expect(response.ok).toBe(true);
}
