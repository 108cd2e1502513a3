import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoAuthorizeQuery } from '../../../../mocks/oauth';
import { renderStrict, signInAs, watchRequests } from '../../../test/strictScreen';
import { OAuthAuthorizeScreen } from './OAuthAuthorizeScreen';

const authorizeUrl = `/oauth2/authorize?${demoAuthorizeQuery()}`;

describe('OAuthAuthorizeScreen under StrictMode (as `npm start` runs it)', () => {
  it('asks for the client once and shows the consent', async () => {
    signInAs('maria.silva@exemplo.com.br');
    localStorage.setItem('user', JSON.stringify({ name: 'Maria Silva' }));
    const requests = watchRequests();
    renderStrict(<OAuthAuthorizeScreen onNavigate={vi.fn()} onNavigateExternal={vi.fn()} />, { path: '/oauth2/authorize', url: authorizeUrl });
    const allow = await screen.findByRole('button', { name: 'Permitir' });
    // A person then moves to 'Permitir' with the keyboard: the consent stays (not loaded again).
    const user = userEvent.setup();
    while (document.activeElement !== allow) await user.tab();
    expect(await screen.findByRole('button', { name: 'Permitir' })).toHaveFocus();
    await requests.settled();
    expect(await requests.count('OAuthAuthorizeScreenClientQuery')).toBe(1);
  });
});
