/**
 * The mock's password recovery: by e-mail (a link, the same answer whether or not the account
 * exists) and by CPF (masked contact options → a link by e-mail or a code by SMS → a one-time
 * password token for `resetPassword`). What it "sends" lands in the store's outbox.
 */
import { GraphQLError } from 'graphql';
import { randomBase64url } from './base64url.ts';
import { codeExpired, isEmailAddress, sameEmail, tooManyAttempts, validationError } from './contract.ts';
import { maskEmail, maskPhone } from './masks.ts';

export { maskEmail, maskPhone } from './masks.ts';
import type { MockStore, OutboxMessage, Recovery, StoredUser } from './store.ts';
import type { RecoveryConfirmationCodeScreenVerifyMutation$variables as VerifyCodeArgs } from '../src/screens/recovery/RecoveryConfirmationCode/__generated__/RecoveryConfirmationCodeScreenVerifyMutation.graphql.ts';
import type { recoveryMutationsRequestByEmailMutation$variables as RequestByEmailArgs } from '../src/screens/recovery/__generated__/recoveryMutationsRequestByEmailMutation.graphql.ts';
import type { recoveryMutationsSendByIdMutation$variables } from '../src/screens/recovery/__generated__/recoveryMutationsSendByIdMutation.graphql.ts';
import type { useStartRecoveryByCpfMutation$variables as StartByCpfArgs } from '../src/screens/recovery/__generated__/useStartRecoveryByCpfMutation.graphql.ts';

export type RecoveryChannel = 'EMAIL' | 'SMS';

/** The schema's channels: the executor refuses any other value before a resolver runs (Relay's type adds a `%future added value`). */
type SendArgs = Omit<recoveryMutationsSendByIdMutation$variables, 'channel'> & { channel: RecoveryChannel };

/** Seconds before a message to the same destination may be sent again. */
export const RESEND_WAIT_SECONDS = 30;
/** Messages per destination within SEND_WINDOW_MS. */
export const MAX_SENDS = 5;
const SEND_WINDOW_MS = 60 * 60 * 1000;
/** Recoveries by CPF started per CPF within SEND_WINDOW_MS: the options are masked, but guessing is still bounded. */
export const MAX_CPF_STARTS = 10;
/** Wrong codes allowed before the recovery is refused. */
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_LENGTH = 6;
/** A code, and a recovery by CPF, last this long. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
const RECOVERY_LIFETIME_MS = 15 * 60 * 1000;
const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

function randomDigits(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => String(b % 10)).join('');
}

interface DeliveryArgs {
  channel: RecoveryChannel;
  maskedDestination: string;
}

export function createRecovery(store: MockStore) {
  /** Throws TOO_MANY_ATTEMPTS when `destination` got a message too recently or too often; else records one. */
  function recordSend(destination: string): void {
    const now = store.now();
    const sends = (store.recoverySends.get(destination) ?? []).filter((at) => now - at < SEND_WINDOW_MS);
    const last = sends.at(-1);
    if (last !== undefined && now - last < RESEND_WAIT_SECONDS * 1000) {
      throw tooManyAttempts((RESEND_WAIT_SECONDS * 1000 - (now - last)) / 1000, 'Aguarde para pedir um novo envio.');
    }
    const first = sends[0];
    if (sends.length >= MAX_SENDS && first !== undefined) throw tooManyAttempts((SEND_WINDOW_MS - (now - first)) / 1000);
    store.recoverySends.set(destination, [...sends, now]);
  }

  function send(message: Omit<OutboxMessage, 'sentAt'>): void {
    store.outbox.push({ ...message, sentAt: store.now() });
  }

  /** A reset-password link for `user` (a one-time token in the store), sent by e-mail. */
  function sendResetLink(user: StoredUser, code: string | null): void {
    const token = randomBase64url(18);
    store.tokens.push({ token, email: user.email, expiresAt: store.now() + RESET_TOKEN_LIFETIME_MS, usedAt: null, afterConfirmationRedirectUrl: null });
    // The link names its account (spec: the reset form takes `?email=`), so it works in any browser;
    // it goes to that very address, so it reveals nothing.
    const link = `/password/reset/${token}?${new URLSearchParams({ email: user.email }).toString()}`;
    send({ channel: 'EMAIL', to: user.email, kind: 'PASSWORD_RECOVERY', link, code });
  }

  function delivery({ channel, maskedDestination }: DeliveryArgs, codeLength: number) {
    return { channel, maskedDestination, resendAvailableInSeconds: RESEND_WAIT_SECONDS, codeLength };
  }

  function liveRecovery(recoveryId: string): { recovery: Recovery; user: StoredUser } {
    const recovery = store.recoveries.get(recoveryId);
    const user = recovery && store.users.find((u) => sameEmail(u.email, recovery.email));
    if (!recovery || !user || store.now() - recovery.startedAt > RECOVERY_LIFETIME_MS) throw codeExpired();
    return { recovery, user };
  }

  return {
    requestPasswordRecovery({ email }: RequestByEmailArgs) {
      const address = email.trim();
      if (!isEmailAddress(address)) {
        throw validationError({ email: ['E-mail inválido.'] });
      }
      recordSend(address.toLowerCase());
      const user = store.users.find((u) => sameEmail(u.email, address));
      if (user && !user.disabled) sendResetLink(user, null);
      return delivery({ channel: 'EMAIL', maskedDestination: maskEmail(address) }, 0);
    },

    startPasswordRecoveryByCpf({ identity }: StartByCpfArgs) {
      const digits = identity.replace(/\D/g, '');
      const now = store.now();
      const key = `cpf:${digits}`;
      const starts = (store.recoverySends.get(key) ?? []).filter((at) => now - at < SEND_WINDOW_MS);
      const first = starts[0];
      if (starts.length >= MAX_CPF_STARTS && first !== undefined) throw tooManyAttempts((SEND_WINDOW_MS - (now - first)) / 1000);
      store.recoverySends.set(key, [...starts, now]);
      const user = digits.length === 11 ? store.users.find((u) => u.identity === digits && !u.disabled) : undefined;
      if (!user) {
        throw new GraphQLError('Não encontramos uma conta com este CPF.', { extensions: { code: 'NOT_FOUND' } });
      }
      const id = randomBase64url(18);
      store.recoveries.set(id, { id, email: user.email, startedAt: store.now(), code: null, codeSentAt: null, wrongAttempts: 0 });
      const options = [{ channel: 'EMAIL', maskedDestination: maskEmail(user.email) }];
      if (user.phoneNumber) options.push({ channel: 'SMS', maskedDestination: maskPhone(user.phoneNumber) });
      return { recoveryId: id, options };
    },

    sendPasswordRecovery({ recoveryId, channel }: SendArgs) {
      const { recovery, user } = liveRecovery(recoveryId);
      if (channel === 'SMS' && !user.phoneNumber) {
        throw new GraphQLError('Esta conta não tem celular cadastrado. Escolha o e-mail.', { extensions: { code: 'INVALID_REQUEST' } });
      }
      const destination = channel === 'SMS' ? (user.phoneNumber ?? '') : user.email.toLowerCase();
      recordSend(destination);
      const code = randomDigits(CODE_LENGTH);
      recovery.code = code;
      recovery.codeSentAt = store.now();
      recovery.wrongAttempts = 0;
      if (channel === 'SMS') {
        send({ channel: 'SMS', to: destination, kind: 'PASSWORD_RECOVERY', link: null, code });
        return delivery({ channel, maskedDestination: maskPhone(destination) }, CODE_LENGTH);
      }
      sendResetLink(user, code);
      return delivery({ channel, maskedDestination: maskEmail(user.email) }, CODE_LENGTH);
    },

    verifyPasswordRecoveryCode({ recoveryId, code }: VerifyCodeArgs) {
      const { recovery, user } = liveRecovery(recoveryId);
      if (recovery.code === null || recovery.codeSentAt === null || store.now() - recovery.codeSentAt > CODE_LIFETIME_MS) throw codeExpired();
      if (recovery.wrongAttempts >= MAX_CODE_ATTEMPTS) {
        throw tooManyAttempts(RESEND_WAIT_SECONDS, 'Você errou o código muitas vezes. Peça um novo código.');
      }
      if (code.replace(/\D/g, '') !== recovery.code) {
        recovery.wrongAttempts += 1;
        const attemptsLeft = MAX_CODE_ATTEMPTS - recovery.wrongAttempts;
        if (attemptsLeft === 0) throw tooManyAttempts(RESEND_WAIT_SECONDS, 'Você errou o código muitas vezes. Peça um novo código.');
        throw new GraphQLError('Código incorreto.', { extensions: { code: 'INVALID_CODE', attemptsLeft } });
      }
      store.recoveries.delete(recoveryId);
      const token = randomBase64url(18);
      store.tokens.push({ token, email: user.email, expiresAt: store.now() + RESET_TOKEN_LIFETIME_MS, usedAt: null, afterConfirmationRedirectUrl: null });
      return { token, email: user.email };
    },
  };
}
