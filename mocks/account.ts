/**
 * The mock's signed-in account operations (password, e-mail; the profile is in profile.ts) and e-mail confirmation.
 * The session is the Bearer token's subject: the account's id, which sign-in issues (see `fakeJwt`)
 * and which an e-mail change leaves alone, or its current e-mail (tokens made by tests and stories).
 */
import { GraphQLError } from 'graphql';
import { randomBase64url } from './base64url.ts';
import { fieldErrors, isEmailAddress, sameEmail, unauthenticated } from './contract.ts';
import type { RequestContext } from './oauth.ts';
import { bearerSubject } from './signIn.ts';
import { createProfile } from './profile.ts';
import type { MockStore, StoredUser } from './store.ts';
import { isStrongPassword } from '../src/components/validation/password.ts';
import type { EmailChangeScreenChangeEmailMutation$variables as ChangeEmailArgs } from '../src/screens/account/EmailChange/__generated__/EmailChangeScreenChangeEmailMutation.graphql.ts';
import type { EmailChangeScreenChangeUnconfirmedEmailMutation$variables as ChangeUnconfirmedEmailArgs } from '../src/screens/account/EmailChange/__generated__/EmailChangeScreenChangeUnconfirmedEmailMutation.graphql.ts';
import type { EmailConfirmationScreenConfirmEmailMutation$variables as ConfirmEmailArgs } from '../src/screens/account/EmailConfirmation/__generated__/EmailConfirmationScreenConfirmEmailMutation.graphql.ts';
import type { PasswordChangeScreenChangePasswordMutation$variables as ChangePasswordArgs } from '../src/screens/password/PasswordChange/__generated__/PasswordChangeScreenChangePasswordMutation.graphql.ts';

const DAY = 24 * 60 * 60 * 1000;

export function createAccount(store: MockStore) {
  function sessionUser(context: RequestContext | undefined): StoredUser {
    const subject = bearerSubject(context?.authorization, store.now());
    const user = subject === null ? undefined : (store.users.find((u) => u.id === subject) ?? store.users.find((u) => sameEmail(u.email, subject)));
    if (!user || user.disabled) throw unauthenticated();
    return user;
  }

  /** Sends a confirmation link for `email` (or, for a change, for `newEmail`) to the outbox. */
  function sendEmailConfirmation(email: string, newEmail: string | null): void {
    const token = randomBase64url(18);
    store.emailTokens.push({ token, email, newEmail, expiresAt: store.now() + 7 * DAY, usedAt: null });
    store.outbox.push({
      channel: 'EMAIL',
      to: newEmail ?? email,
      kind: 'EMAIL_CONFIRMATION',
      link: `/email/invite/confirmation/${token}`,
      code: null,
      sentAt: store.now(),
    });
  }

  function checkNewEmail(add: (field: string, message: string) => void, field: string, current: string, newEmail: string): void {
    if (!isEmailAddress(newEmail.trim())) add(field, 'E-mail inválido.');
    else if (sameEmail(current, newEmail)) add(field, 'Este já é o seu e-mail.');
    else if (store.users.some((u) => sameEmail(u.email, newEmail))) add(field, 'Este e-mail já está cadastrado.');
  }


  /**
   * `POST /api/confirmation/resend?email=…` (the URL of `UNCONFIRMED#<email>#<url>`): a new
   * confirmation link for an account still waiting for one, delivered to the outbox like the first.
   */
  function resendConfirmation(email: string | null): { status: number; body: object } {
    const user = email === null ? undefined : store.users.find((u) => sameEmail(u.email, email));
    if (!user) return { status: 404, body: { sent: false } };
    if (user.status !== 'PENDING_EMAIL_CONFIRMATION') return { status: 409, body: { sent: false, reason: 'ALREADY_CONFIRMED' } };
    sendEmailConfirmation(user.email, null);
    return { status: 200, body: { sent: true } };
  }

  return {
    sessionUser,
    sendEmailConfirmation,
    resendConfirmation,
    resolvers: {
      ...createProfile(store, sessionUser),
      changePassword(args: ChangePasswordArgs, context: RequestContext) {
        const user = sessionUser(context);
        const { add, throwIfAny } = fieldErrors();
        if (user.password === null || user.password !== args.currentPassword) add('currentPassword', 'Senha atual incorreta.');
        else if (args.newPassword === args.currentPassword) add('newPassword', 'A nova senha precisa ser diferente da atual.');
        if (!isStrongPassword(args.newPassword)) add('newPassword', 'A senha não atende aos requisitos.');
        throwIfAny();
        user.password = args.newPassword;
        return { email: user.email };
      },

      changeEmail(args: ChangeEmailArgs, context: RequestContext) {
        const user = sessionUser(context);
        const { add, throwIfAny } = fieldErrors();
        if (user.password === null || user.password !== args.password) add('password', 'Senha incorreta.');
        checkNewEmail(add, 'newEmail', user.email, args.newEmail);
        throwIfAny();
        sendEmailConfirmation(user.email, args.newEmail.trim());
        return { pendingEmail: args.newEmail.trim() };
      },

      changeUnconfirmedEmail(args: ChangeUnconfirmedEmailArgs) {
        const user = store.users.find((u) => sameEmail(u.email, args.currentEmail) && u.status === 'PENDING_EMAIL_CONFIRMATION');
        const { add, throwIfAny } = fieldErrors();
        // One message whether the account is missing or the password wrong: nothing about who has an account.
        if (!user || user.password === null || user.password !== args.password) add('password', 'E-mail atual ou senha incorretos.');
        checkNewEmail(add, 'newEmail', args.currentEmail, args.newEmail);
        throwIfAny();
        if (!user) throw unauthenticated();
        user.email = args.newEmail.trim();
        sendEmailConfirmation(user.email, null);
        return { pendingEmail: user.email };
      },

      confirmEmail({ token }: ConfirmEmailArgs) {
        const record = store.emailTokens.find((t) => t.token === token);
        if (!record) throw new GraphQLError('Link inválido.', { extensions: { code: 'INVALID_TOKEN' } });
        const address = record.newEmail ?? record.email;
        // Before looking the account up: after an e-mail change it is no longer under `record.email`.
        if (record.usedAt !== null) return { email: address, status: 'ALREADY_CONFIRMED', afterConfirmationRedirectUrl: null };
        if (record.expiresAt <= store.now()) throw new GraphQLError('Link expirado.', { extensions: { code: 'INVALID_TOKEN' } });
        const user = store.users.find((u) => sameEmail(u.email, record.email));
        // The account changed its address since, or someone else signed up with the new one meanwhile.
        const taken = record.newEmail !== null && store.users.some((u) => u !== user && sameEmail(u.email, address));
        if (!user || taken) throw new GraphQLError('Link inválido.', { extensions: { code: 'INVALID_TOKEN' } });
        record.usedAt = store.now();
        if (record.newEmail !== null) user.email = record.newEmail;
        user.status = 'ACTIVE';
        return { email: address, status: 'CONFIRMED', afterConfirmationRedirectUrl: user.afterConfirmationRedirectTo };
      },
    },
  };
}
