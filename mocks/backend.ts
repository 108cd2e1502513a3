/**
 * The mock backend: `schema.graphql` made executable over the in-memory store, with the
 * server behaviour the front end must handle (validation errors in the contract's wire
 * format, unconfirmed accounts, invalid or used tokens). One implementation, served as MSW
 * handlers (Storybook, Vitest) and as `/graphql` on the dev and preview servers.
 */
import { buildSchema, graphql, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { randomBase64url } from './base64url.ts';
import { checkPhoneNumber, invalidTokenError, isEmailAddress, sameEmail, unconfirmedError, validationError, type FieldErrors } from './contract.ts';
import { createStore, type MockStore, type StoredUser, type UserType } from './store.ts';
import { createAccount } from './account.ts';
import { createOAuthServer, type OAuthServer, type RequestContext } from './oauth.ts';
import { createPasskeys, type WebAuthnSettings } from './passkeys.ts';
import { createRecovery } from './recovery.ts';
import { createSignIn } from './signIn.ts';
import { checkName } from './profile.ts';

export { RESEND_CONFIRMATION_PATH } from './contract.ts';
export { fakeJwt, INVALID_CREDENTIALS_MESSAGE, LOGIN_LOCK_SECONDS, MAX_LOGIN_FAILURES } from './signIn.ts';
import { isValidCpf } from '../src/components/validation/cpf.ts';
import { isStrongPassword } from '../src/components/validation/password.ts';
import type { PasswordFormResetPasswordMutation$variables } from '../src/screens/password/PasswordForm/__generated__/PasswordFormResetPasswordMutation.graphql.ts';
import type { RegisterScreenCreateUserMutation$variables } from '../src/screens/signup/Register/__generated__/RegisterScreenCreateUserMutation.graphql.ts';

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface MockBackend {
  store: MockStore;
  /** `schema.graphql` and its resolvers, for a GraphQL server to execute (mocks/server.ts); `execute` runs the same. */
  schema: GraphQLSchema;
  rootValue: object;
  /** The OAuth2 authorization server (its codes and the token endpoint). */
  oauth: OAuthServer;
  /** `context` carries the request's headers (the Bearer token) to the resolvers that need them. */
  execute(body: GraphQLRequestBody, context?: RequestContext): Promise<ExecutionResult>;
  /** Sends the confirmation link again to an account that waits for it (`RESEND_CONFIRMATION_PATH`). */
  resendConfirmation(email: string | null): { status: number; body: object };
}

/** The arguments `createUser` and `resetPassword` take: the app's generated Relay types of the schema's mutations, not a copy. */
type CreateUserArgs = RegisterScreenCreateUserMutation$variables;
type ResetPasswordArgs = PasswordFormResetPasswordMutation$variables;

function checkNewUser(store: MockStore, args: CreateUserArgs): { errors: FieldErrors; alreadyRegistered: string[] } {
  const errors: FieldErrors = {};
  const alreadyRegistered: string[] = [];
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const registered = (field: string, message: string) => {
    add(field, message);
    alreadyRegistered.push(field);
  };
  checkName(add, args.name);
  if (!isEmailAddress(args.email)) add('email', 'E-mail inválido.');
  else if (store.users.some((u) => sameEmail(u.email, args.email) && u.status === 'ACTIVE')) {
    registered('email', 'Este e-mail já está cadastrado.');
  }
  if (args.identity != null) {
    if (!isValidCpf(args.identity)) add('identity', 'CPF inválido.');
    else if (store.users.some((u) => u.identity === args.identity)) registered('identity', 'Este CPF já está cadastrado.');
  }
  checkPhoneNumber(add, args.phoneNumber);
  if (!isStrongPassword(args.password)) add('password', 'A senha não atende aos requisitos.');
  return { errors, alreadyRegistered };
}

function resolvers(store: MockStore, webAuthn: WebAuthnSettings) {
  const account = createAccount(store);
  return {
    ...createRecovery(store),
    ...createSignIn(store),
    ...account.resolvers,
    ...createPasskeys(store, account.sessionUser, webAuthn),
    apiVersion: () => 'mock-1',
    createUser(args: CreateUserArgs) {
      const pending = store.users.find((u) => sameEmail(u.email, args.email) && u.status === 'PENDING_EMAIL_CONFIRMATION');
      if (pending) throw unconfirmedError(pending.email);
      const { errors, alreadyRegistered } = checkNewUser(store, args);
      if (Object.keys(errors).length > 0) throw validationError(errors, alreadyRegistered);
      const user: StoredUser = {
        id: `conta-${randomBase64url(9)}`,
        name: args.name.trim(),
        email: args.email.trim(),
        identity: args.identity ?? null,
        phoneNumber: args.phoneNumber ?? null,
        bornOn: args.bornOn ?? null,
        // The schema's enum lets only the known types through.
        type: (args.type ?? null) as UserType | null,
        customersCodes: [...args.customersCodes],
        receiveOffers: args.receiveOffers,
        status: 'PENDING_EMAIL_CONFIRMATION',
        password: args.password,
        afterConfirmationRedirectTo: args.afterConfirmationRedirectTo ?? null,
      };
      store.users.push(user);
      account.sendEmailConfirmation(user.email, null);
      return { name: user.name, status: user.status };
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

/** Builds a mock backend over `sdl` (the text of `schema.graphql`) and a fresh store; `webAuthn` names the relying party (see `WebAuthnSettings`). */
export function createMockBackend(sdl: string, store: MockStore = createStore(), webAuthn: WebAuthnSettings = {}): MockBackend {
  const schema = buildSchema(sdl);
  const oauth = createOAuthServer();
  const rootValue = { ...resolvers(store, webAuthn), ...oauth.resolvers };
  const account = createAccount(store);
  return {
    store,
    schema,
    rootValue,
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
