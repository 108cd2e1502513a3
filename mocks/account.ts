/**
 * The mock's signed-in account operations (profile, password, e-mail) and e-mail confirmation.
 * The session is the Bearer token's subject: the account's id, which sign-in issues (see `fakeJwt`)
 * and which an e-mail change leaves alone, or its current e-mail (tokens made by tests and stories).
 */
import { GraphQLError } from 'graphql';
import { base64urlFromBytes } from './base64url.ts';
import { bearerSubject, type RequestContext } from './oauth.ts';
import type { MockStore, StoredUser } from './store.ts';
import { isValidCpf } from '../src/components/validation/cpf.ts';
import { isStrongPassword } from '../src/components/validation/password.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 24 * 60 * 60 * 1000;
const MAX_NAME_LENGTH = 200;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type FieldErrors = Record<string, string[]>;

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new GraphQLError('validation', { extensions: { validation: errors } });
}

function collector() {
  const errors: FieldErrors = {};
  return { errors, add: (field: string, message: string) => (errors[field] ??= []).push(message) };
}

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sua sessão expirou. Entre de novo.', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The profile as the schema's `Profile` type shows it. */
export function profileOf(user: StoredUser) {
  return {
    name: user.name,
    email: user.email,
    identity: user.identity,
    phoneNumber: user.phoneNumber,
    bornOn: user.bornOn,
    type: user.type,
    receiveOffers: user.receiveOffers,
  };
}

/** Whether `iso` is a real date before `today`, of someone at least 18 (spec §5). */
function bornOnProblem(iso: string, today: Date): string | null {
  if (!ISO_DATE.test(iso)) return 'Data de nascimento inválida.';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getTime() >= today.getTime()) return 'Data de nascimento inválida.';
  const adult = new Date(Date.UTC(y + 18, m - 1, d));
  return adult.getTime() > today.getTime() ? 'Você precisa ser maior de 18 anos.' : null;
}

export function createAccount(store: MockStore) {
  function sessionUser(context: RequestContext | undefined): StoredUser {
    const subject = bearerSubject(context?.authorization, store.now());
    const user = subject === null ? undefined : (store.users.find((u) => u.id === subject) ?? store.users.find((u) => sameEmail(u.email, subject)));
    if (!user || user.disabled) throw unauthenticated();
    return user;
  }

  /** Sends a confirmation link for `email` (or, for a change, for `newEmail`) to the outbox. */
  function sendEmailConfirmation(email: string, newEmail: string | null): void {
    const token = base64urlFromBytes(crypto.getRandomValues(new Uint8Array(18)));
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
    if (!EMAIL_PATTERN.test(newEmail.trim())) add(field, 'E-mail inválido.');
    else if (sameEmail(current, newEmail)) add(field, 'Este já é o seu e-mail.');
    else if (store.users.some((u) => sameEmail(u.email, newEmail))) add(field, 'Este e-mail já está cadastrado.');
  }

  function checkPhone(add: (field: string, message: string) => void, phoneNumber: string | null | undefined): void {
    if (phoneNumber && (!/^\d{11}$/.test(phoneNumber) || /^(\d)\1+$/.test(phoneNumber))) add('phoneNumber', 'Número de telefone inválido.');
  }

  function checkName(add: (field: string, message: string) => void, name: string): void {
    if (!name.trim()) add('name', 'O nome é obrigatório.');
    else if (name.trim().length > MAX_NAME_LENGTH) add('name', `O nome pode ter até ${MAX_NAME_LENGTH} caracteres.`);
  }

  const today = () => new Date(store.now());

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
    sendEmailConfirmation,
    resendConfirmation,
    resolvers: {
      me(_args: unknown, context: RequestContext) {
        return profileOf(sessionUser(context));
      },

      changePassword(args: { currentPassword: string; newPassword: string }, context: RequestContext) {
        const user = sessionUser(context);
        const { errors, add } = collector();
        if (user.password === null || user.password !== args.currentPassword) add('currentPassword', 'Senha atual incorreta.');
        else if (args.newPassword === args.currentPassword) add('newPassword', 'A nova senha precisa ser diferente da atual.');
        if (!isStrongPassword(args.newPassword)) add('newPassword', 'A senha não atende aos requisitos.');
        throwIfAny(errors);
        user.password = args.newPassword;
        return { email: user.email };
      },

      changeEmail(args: { newEmail: string; password: string }, context: RequestContext) {
        const user = sessionUser(context);
        const { errors, add } = collector();
        if (user.password === null || user.password !== args.password) add('password', 'Senha incorreta.');
        checkNewEmail(add, 'newEmail', user.email, args.newEmail);
        throwIfAny(errors);
        sendEmailConfirmation(user.email, args.newEmail.trim());
        return { pendingEmail: args.newEmail.trim() };
      },

      changeUnconfirmedEmail(args: { currentEmail: string; newEmail: string; password: string }) {
        const user = store.users.find((u) => sameEmail(u.email, args.currentEmail) && u.status === 'PENDING_EMAIL_CONFIRMATION');
        const { errors, add } = collector();
        // One message whether the account is missing or the password wrong: nothing about who has an account.
        if (!user || user.password === null || user.password !== args.password) add('password', 'E-mail atual ou senha incorretos.');
        checkNewEmail(add, 'newEmail', args.currentEmail, args.newEmail);
        throwIfAny(errors);
        if (!user) throw unauthenticated();
        user.email = args.newEmail.trim();
        sendEmailConfirmation(user.email, null);
        return { pendingEmail: user.email };
      },

      confirmEmail({ token }: { token: string }) {
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

      updateProfile(args: { name: string; phoneNumber?: string | null; bornOn?: string | null; receiveOffers: boolean }, context: RequestContext) {
        const user = sessionUser(context);
        const { errors, add } = collector();
        checkName(add, args.name);
        checkPhone(add, args.phoneNumber);
        if (args.bornOn) {
          const problem = bornOnProblem(args.bornOn, today());
          if (problem) add('bornOn', problem);
        }
        throwIfAny(errors);
        user.name = args.name.trim();
        user.phoneNumber = args.phoneNumber || null;
        // A birth date is corrected, never erased: the form shows it only when the profile has one.
        if (args.bornOn) user.bornOn = args.bornOn;
        user.receiveOffers = args.receiveOffers;
        return profileOf(user);
      },

      completePersonalInformation(
        args: { name?: string | null; identity?: string | null; phoneNumber?: string | null; bornOn?: string | null },
        context: RequestContext,
      ) {
        const user = sessionUser(context);
        const { errors, add } = collector();
        if (args.name != null) checkName(add, args.name);
        if (args.identity != null) {
          if (user.identity !== null && user.identity !== args.identity) add('identity', 'O CPF desta conta já foi informado.');
          else if (!isValidCpf(args.identity)) add('identity', 'CPF inválido.');
          else if (store.users.some((u) => u !== user && u.identity === args.identity)) add('identity', 'Este CPF já está cadastrado.');
        }
        checkPhone(add, args.phoneNumber);
        if (args.bornOn != null) {
          const problem = bornOnProblem(args.bornOn, today());
          if (problem) add('bornOn', problem);
        }
        throwIfAny(errors);
        // Only where the profile has none: what the person already gave is changed on /profile/update.
        if (args.name != null && !user.name.trim()) user.name = args.name.trim();
        if (args.identity != null && user.identity === null) user.identity = args.identity;
        if (args.phoneNumber && !user.phoneNumber) user.phoneNumber = args.phoneNumber;
        if (args.bornOn && !user.bornOn) user.bornOn = args.bornOn;
        return profileOf(user);
      },
    },
  };
}
