import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStrict, signInAs, watchRequests } from '../../../test/strictScreen';
import { PersonalInformationsScreen } from './PersonalInformationsScreen';

const cpfField = () => screen.findByRole('textbox', { name: /^CPF/ });

describe('PersonalInformationsScreen under StrictMode (as `npm start` runs it)', () => {
  // What was typed is kept as a draft in the tab's session storage.
  beforeEach(() => sessionStorage.clear());

  it('asks for the profile once and asks what it lacks', async () => {
    // The seeded account without a CPF (mocks/seed.ts, DEMO.incompleteUser).
    signInAs('carla.lima@exemplo.com.br');
    const requests = watchRequests();
    renderStrict(<PersonalInformationsScreen today="2026-11-22" onContinue={vi.fn()} />, { path: '/personal-informations' });
    // A person then types the CPF: the form stays (not replaced by the loader and loaded again).
    await userEvent.type(await cpfField(), '52998224725');
    expect(await cpfField()).toHaveValue('529.982.247-25');
    await requests.settled();
    expect(await requests.count('PersonalInformationsScreenMeQuery')).toBe(1);
    expect(screen.queryByText('Carregando os seus dados...')).toBeNull();
  });
});
