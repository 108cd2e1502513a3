/**
 * The mock backend: `schema.graphql` made executable over the in-memory store, with the
 * server behaviour the front end must handle (validation errors in the contract's wire
 * format, unconfirmed accounts, invalid or used tokens). One implementation, served as MSW
 * handlers (Storybook, Vitest) and as `/graphql` on the dev and preview servers.
 */
import { buildSchema, graphql, GraphQLError, type ExecutionResult } from 'graphql';
import { createStore, type MockStore, type StoredUser, type UserType } from './store.ts';
import { isValidCpf } from '../src/components/validation/cpf.ts';
import { isStrongPassword } from '../src/components/validation/password.ts';

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface MockBackend {
  store: MockStore;
  execute(body: GraphQLRequestBody): Promise<ExecutionResult>;
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
  return {
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
      return { name: user.name, status: user.status };
    },
    resetPassword(args: ResetPasswordArgs) {
      const token = store.tokens.find((t) => t.token === args.token);
      if (!token || token.usedAt !== null || token.expiresAt <= Date.now() || !sameEmail(token.email, args.email)) {
        throw invalidTokenError();
      }
      if (!isStrongPassword(args.password)) {
        throw validationError({ password: ['A senha não atende aos requisitos.'] });
      }
      const user = store.users.find((u) => sameEmail(u.email, token.email));
      if (user) user.password = args.password;
      token.usedAt = Date.now();
      return { email: token.email, afterConfirmationRedirectUrl: token.afterConfirmationRedirectUrl };
    },
  };
}

/** Builds a mock backend over `sdl` (the text of `schema.graphql`) and a fresh store. */
export function createMockBackend(sdl: string, store: MockStore = createStore()): MockBackend {
  const schema = buildSchema(sdl);
  const rootValue = resolvers(store);
  return {
    store,
    async execute(body) {
      if (typeof body.query !== 'string') {
        return { errors: [new GraphQLError('O corpo da requisição precisa de "query" (texto).')] };
      }
      const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : undefined;
      return graphql({
        schema,
        source: body.query,
        rootValue,
        variableValues: variables,
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      });
    },
  };
}
