import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OAUTH_DEMO } from '../../../../mocks/oauth';
import { renderStrict, signInAs, watchRequests } from '../../../test/strictScreen';
import { OAuthAuthorizeScreen } from './OAuthAuthorizeScreen';

const authorizeUrl = `/oauth2/authorize?${new URLSearchParams({
  client_id: OAUTH_DEMO.clientId,
  redirect_uri: OAUTH_DEMO.redirectUri,
  response_type: 'code',
  scope: OAUTH_DEMO.scope,
  state: OAUTH_DEMO.state,
  code_challenge: OAUTH_DEMO.codeChallenge,
  code_challenge_method: 'S256',
}).toString()}`;

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
