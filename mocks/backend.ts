/**
 * The mock backend: `schema.graphql` made executable over the in-memory store, with the
 * server behaviour the front end must handle (validation errors in the contract's wire
 * format, unconfirmed accounts, invalid or used tokens). One implementation, served as MSW
 * handlers (Storybook, Vitest) and as `/graphql` on the dev and preview servers.
 */
import { buildSchema, graphql, GraphQLError, type ExecutionResult } from 'graphql';
import { base64urlFromBytes, base64urlFromText } from './base64url.ts';
import { createStore, type MockStore, type StoredUser, type UserType } from './store.ts';
import { createAccount } from './account.ts';
import { createOAuthServer, type OAuthServer, type RequestContext } from './oauth.ts';
import { createRecovery } from './recovery.ts';
import { isValidCpf } from '../src/components/validation/cpf.ts';
import { isStrongPassword } from '../src/components/validation/password.ts';

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface MockBackend {
  store: MockStore;
  /** The OAuth2 authorization server (its codes and the token endpoint). */
  oauth: OAuthServer;
  /** `context` carries the request's headers (the Bearer token) to the resolvers that need them. */
  execute(body: GraphQLRequestBody, context?: RequestContext): Promise<ExecutionResult>;
  /** Sends the confirmation link again to an account that waits for it (`RESEND_CONFIRMATION_PATH`). */
  resendConfirmation(email: string | null): { status: number; body: object };
}

/** Where the front end resends a confirmation e-mail (`UNCONFIRMED#<email>#<url>`). */
export const RESEND_CONFIRMATION_PATH = '/api/confirmation/resend';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Record<string, string[]>;

function validationError(errors: FieldErrors): GraphQLError {
  return new GraphQLError('validation', { extensions: { validation: errors } });
}

function invalidTokenError(): GraphQLError {
  return new GraphQLError('Token inválido ou expirado.', { extensions: { code: 'INVALID_TOKEN' } });
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Sign-in failures allowed per identifier within LOGIN_WINDOW_MS before it is locked for LOGIN_LOCK_SECONDS. */
export const MAX_LOGIN_FAILURES = 5;
const LOGIN_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_LOCK_SECONDS = 60;
const TOKEN_LIFETIME_SECONDS = 3600;
/** One message whatever went wrong, so a guesser learns nothing about which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'E-mail, CPF ou senha incorretos.';
const CPF_SHAPE = /^[\d.\-\s]+$/;

interface LoginArgs {
  identifier: string;
  password: string;
}

/** The identifier as the attempt counter keys it: a lower-case e-mail, or a CPF's digits. */
function loginKey(identifier: string): string {
  const trimmed = identifier.trim();
  return CPF_SHAPE.test(trimmed) ? trimmed.replace(/\D/g, '') : trimmed.toLowerCase();
}

function findByIdentifier(store: MockStore, identifier: string): StoredUser | undefined {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return store.users.find((u) => sameEmail(u.email, trimmed));
  if (!CPF_SHAPE.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 11 ? store.users.find((u) => u.identity === digits) : undefined;
}

/** A token shaped like a JWT; the front end only reads `exp`, and the signature is fake. */
export function fakeJwt(sub: string, name: string, nowMs: number): string {
  const header = base64urlFromText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64urlFromText(JSON.stringify({ sub, name, exp: Math.floor(nowMs / 1000) + TOKEN_LIFETIME_SECONDS }));
  return `${header}.${payload}.${base64urlFromText('assinatura-simulada')}`;
}

interface CreateUserArgs {
  name: string;
  password: string;
  identity?: string | null;
  email: string;
  type?: UserType | null;
  customersCodes: string[];
  afterConfirmationRedirectTo?: string | null;
  phoneNumber?: string | null;
  bornOn?: string | null;
  receiveOffers: boolean;
}

interface ResetPasswordArgs {
  email: string;
  token: string;
  password: string;
}

function checkNewUser(store: MockStore, args: CreateUserArgs): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!args.name.trim()) add('name', 'O nome é obrigatório.');
  if (!EMAIL_PATTERN.test(args.email)) add('email', 'E-mail inválido.');
  else if (store.users.some((u) => sameEmail(u.email, args.email) && u.status === 'ACTIVE')) {
    add('email', 'Este e-mail já está cadastrado.');
  }
  if (args.identity != null) {
    if (!isValidCpf(args.identity)) add('identity', 'CPF inválido.');
    else if (store.users.some((u) => u.identity === args.identity)) add('identity', 'Este CPF já está cadastrado.');
  }
  if (args.phoneNumber && !/^\d{11}$/.test(args.phoneNumber)) add('phoneNumber', 'Número de telefone inválido.');
  if (!isStrongPassword(args.password)) add('password', 'A senha não atende aos requisitos.');
  return errors;
}

function resolvers(store: MockStore) {
  const account = createAccount(store);
  return {
    ...createRecovery(store),
    ...account.resolvers,
    apiVersion: () => 'mock-1',
    createUser(args: CreateUserArgs) {
      const pending = store.users.find((u) => sameEmail(u.email, args.email) && u.status === 'PENDING_EMAIL_CONFIRMATION');
      if (pending) {
        const resendUrl = `${RESEND_CONFIRMATION_PATH}?email=${encodeURIComponent(pending.email)}`;
        throw new GraphQLError(`UNCONFIRMED#${pending.email}#${resendUrl}`);
      }
      const errors = checkNewUser(store, args);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const user: StoredUser = {
        id: `conta-${base64urlFromBytes(crypto.getRandomValues(new Uint8Array(9)))}`,
        name: args.name.trim(),
        email: args.email.trim(),
        identity: args.identity ?? null,
        phoneNumber: args.phoneNumber ?? null,
        bornOn: args.bornOn ?? null,
        type: args.type ?? null,
        customersCodes: args.customersCodes,
        receiveOffers: args.receiveOffers,
        status: 'PENDING_EMAIL_CONFIRMATION',
        password: args.password,
        afterConfirmationRedirectTo: args.afterConfirmationRedirectTo ?? null,
      };
      store.users.push(user);
      account.sendEmailConfirmation(user.email, null);
      return { name: user.name, status: user.status };
    },
    login({ identifier, password }: LoginArgs) {
      const now = store.now();
      const key = loginKey(identifier);
      const failures = (store.loginFailures.get(key) ?? []).filter((at) => now - at < LOGIN_WINDOW_MS);
      const last = failures.at(-1);
      if (failures.length >= MAX_LOGIN_FAILURES && last !== undefined && now - last < LOGIN_LOCK_SECONDS * 1000) {
        const retryAfterSeconds = Math.ceil((LOGIN_LOCK_SECONDS * 1000 - (now - last)) / 1000);
        throw new GraphQLError('Muitas tentativas de acesso.', { extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds } });
      }
      const user = findByIdentifier(store, identifier);
      if (!user || user.password === null || user.password !== password) {
        store.loginFailures.set(key, [...failures, now]);
        throw new GraphQLError(INVALID_CREDENTIALS_MESSAGE, { extensions: { code: 'INVALID_CREDENTIALS' } });
      }
      store.loginFailures.delete(key);
      if (user.disabled) throw new GraphQLError('Conta desativada.', { extensions: { code: 'ACCOUNT_DISABLED' } });
      if (user.status === 'PENDING_EMAIL_CONFIRMATION') {
        const resendUrl = `${RESEND_CONFIRMATION_PATH}?email=${encodeURIComponent(user.email)}`;
        throw new GraphQLError(`UNCONFIRMED#${user.email}#${resendUrl}`);
      }
      // The subject is the account's id, not its e-mail: confirming a new address keeps the session.
      return { token: fakeJwt(user.id, user.name, now), user: { name: user.name } };
    },
    resetPassword(args: ResetPasswordArgs) {
      const token = store.tokens.find((t) => t.token === args.token);
      if (!token || token.usedAt !== null || token.expiresAt <= store.now() || !sameEmail(token.email, args.email)) {
        throw invalidTokenError();
      }
      if (!isStrongPassword(args.password)) {
        throw validationError({ password: ['A senha não atende aos requisitos.'] });
      }
      const user = store.users.find((u) => sameEmail(u.email, token.email));
      if (user) user.password = args.password;
      token.usedAt = store.now();
      return { email: token.email, afterConfirmationRedirectUrl: token.afterConfirmationRedirectUrl };
    },
  };
}

/** Builds a mock backend over `sdl` (the text of `schema.graphql`) and a fresh store. */
export function createMockBackend(sdl: string, store: MockStore = createStore()): MockBackend {
  const schema = buildSchema(sdl);
  const oauth = createOAuthServer();
  const rootValue = { ...resolvers(store), ...oauth.resolvers };
  const account = createAccount(store);
  return {
    store,
    oauth,
    resendConfirmation: account.resendConfirmation,
    async execute(body, context = {}) {
      if (typeof body.query !== 'string') {
        return { errors: [new GraphQLError('O corpo da requisição precisa de "query" (texto).')] };
      }
      const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined;
      return graphql({
        schema,
        source: body.query,
        rootValue,
        contextValue: context,
        variableValues: variables,
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      });
    },
  };
}
