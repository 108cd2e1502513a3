import { describe, expect, it } from 'vitest';
import { ADDRESS_DATA_KEY, addressSearch, takePersonalDataFromAddress } from '../addressPrivacy';
import { forgetAccountOnThisDevice } from './forget';

describe('forgetAccountOnThisDevice', () => {
  it('removes the e-mail, the masked phone, the after-login destination and every form draft', () => {
    localStorage.setItem('email', 'maria.silva@exemplo.com.br');
    localStorage.setItem('mobileNumber', '(11) *****-4321');
    localStorage.setItem('after_login_redirects_to', '/profile/update');
    sessionStorage.setItem('draft:profile-update:usuario-1', '{"name":"Maria"}');
    sessionStorage.setItem('draft:email-change:usuario-2', '{"newEmail":"rui@exemplo.com.br"}');
    sessionStorage.setItem('draft:email-change', '{"newEmail":"ana@exemplo.com.br"}');
    forgetAccountOnThisDevice();
    for (const key of ['email', 'mobileNumber', 'after_login_redirects_to']) expect(localStorage.getItem(key)).toBeNull();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('keeps what is not an account’s: the sign-up draft, the blocked-account notice, the tab’s own markers', () => {
    localStorage.setItem('user_under_creation', '{"name":"Cadastro em andamento"}');
    localStorage.setItem('disabled_user_prompt', 'disabled');
    sessionStorage.setItem('chunk_reload_at', '1');
    sessionStorage.setItem('drafts-other', 'x');
    forgetAccountOnThisDevice();
    expect(localStorage.getItem('user_under_creation')).toBe('{"name":"Cadastro em andamento"}');
    expect(localStorage.getItem('disabled_user_prompt')).toBe('disabled');
    expect(sessionStorage.getItem('chunk_reload_at')).toBe('1');
    expect(sessionStorage.getItem('drafts-other')).toBe('x');
  });

  it('forgets what a link carried into the address (a prefilled CPF or e-mail)', () => {
    window.history.replaceState(null, '', '/register?prefill[identity]=52998224725');
    takePersonalDataFromAddress();
    expect(sessionStorage.getItem(ADDRESS_DATA_KEY)).not.toBeNull();
    forgetAccountOnThisDevice();
    expect(sessionStorage.getItem(ADDRESS_DATA_KEY)).toBeNull();
    expect(addressSearch({ pathname: '/register', search: '', key: 'default' })).toBe('');
  });
  it('forgets what the flows kept in this tab: a recovery under way, an e-mail change’s new address, a resend’s wait', () => {
    sessionStorage.setItem('password_recovery', '{"recoveryId":"r-1","email":"m***@exemplo.com.br"}');
    sessionStorage.setItem('email_change_pending', '{"newEmail":"nova@exemplo.com.br"}');
    sessionStorage.setItem('confirmation_resend_at', '{"email":"ana@exemplo.com.br","at":1}');
    forgetAccountOnThisDevice();
    for (const key of ['password_recovery', 'email_change_pending', 'confirmation_resend_at']) expect(sessionStorage.getItem(key)).toBeNull();
  });
});
