/**
 * The mock backend's passkeys (WebAuthn), verified for real with @simplewebauthn/server: challenges
 * single-use and five minutes long, the origin and RP ID checked, user verification required, the
 * signature counter kept. Credentials live in the store, per account.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { GraphQLError } from 'graphql';
import { randomBase64url } from './base64url.ts';
import { unconfirmedError } from './contract.ts';
import type { RequestContext } from './oauth.ts';
import { fakeJwt } from './signIn.ts';
import type { MockStore, StoredPasskey, StoredUser } from './store.ts';

export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const RP_NAME = 'Programa de Fidelidade';
const DEFAULT_DEVICE_NAME = 'Chave de acesso';

/**
 * Who the relying party is. Unset, the portal's own origin as the request reached it (its Host) and
 * that origin's host name: WebAuthn refuses an IP address as RP ID, so passkeys need `localhost` or a name.
 */
export interface WebAuthnSettings {
  origin?: string;
  rpId?: string;
}

const passkeyError = (code: 'CHALLENGE_EXPIRED' | 'PASSKEY_NOT_FOUND' | 'PASSKEY_REJECTED', message: string) =>
  new GraphQLError(message, { extensions: { code } });

function relyingParty(settings: WebAuthnSettings, context: RequestContext | undefined): { origin: string; rpId: string } {
  const origin = settings.origin ?? context?.origin ?? 'http://localhost';
  return { origin, rpId: settings.rpId ?? new URL(origin).hostname };
}

function describe(passkey: StoredPasskey) {
  return {
    id: passkey.id,
    deviceName: passkey.deviceName,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
  };
}

const asObject = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});

export function createPasskeys(store: MockStore, sessionUser: (context: RequestContext | undefined) => StoredUser, settings: WebAuthnSettings = {}) {
  const ownPasskeys = (user: StoredUser) => store.passkeys.filter((p) => p.userId === user.id).sort((a, b) => b.createdAt - a.createdAt);

  function newChallenge(challenge: string, kind: 'registration' | 'authentication', userId: string | null): string {
    const id = randomBase64url(12);
    store.passkeyChallenges.set(id, { challenge, kind, userId, expiresAt: store.now() + CHALLENGE_LIFETIME_MS });
    return id;
  }

  /** The challenge `id` of `kind`, spent whatever happens next; CHALLENGE_EXPIRED when unknown, used or old. */
  function takeChallenge(id: string, kind: 'registration' | 'authentication') {
    const record = store.passkeyChallenges.get(id);
    store.passkeyChallenges.delete(id);
    if (!record || record.kind !== kind || record.expiresAt <= store.now()) {
      throw passkeyError('CHALLENGE_EXPIRED', 'O pedido expirou. Tente de novo.');
    }
    return record;
  }

  return {
    passkeys(_args: unknown, context: RequestContext) {
      return ownPasskeys(sessionUser(context)).map(describe);
    },

    async passkeyRegistrationOptions(_args: unknown, context: RequestContext) {
      const user = sessionUser(context);
      const { rpId } = relyingParty(settings, context);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: ownPasskeys(user).map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: CHALLENGE_LIFETIME_MS,
      });
      return { challengeId: newChallenge(options.challenge, 'registration', user.id), options };
    },

    async registerPasskey(args: { challengeId: string; response: unknown; deviceName?: string | null }, context: RequestContext) {
      const user = sessionUser(context);
      const record = takeChallenge(args.challengeId, 'registration');
      if (record.userId !== user.id) throw passkeyError('CHALLENGE_EXPIRED', 'O pedido expirou. Tente de novo.');
      const { origin, rpId } = relyingParty(settings, context);
      const verification = await verifyRegistrationResponse({
        response: asObject(args.response) as RegistrationResponseJSON,
        expectedChallenge: record.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const }));
      if (!verification.verified) throw passkeyError('PASSKEY_REJECTED', 'Não foi possível verificar a chave de acesso.');
      const { credential } = verification.registrationInfo;
      const passkey: StoredPasskey = {
        id: `chave-${randomBase64url(9)}`,
        userId: user.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceName: args.deviceName?.trim().slice(0, 80) || DEFAULT_DEVICE_NAME,
        createdAt: store.now(),
        lastUsedAt: null,
      };
      store.passkeys.push(passkey);
      return describe(passkey);
    },

    async passkeySignInOptions(_args: unknown, context: RequestContext) {
      const { rpId } = relyingParty(settings, context);
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required', timeout: CHALLENGE_LIFETIME_MS });
      return { challengeId: newChallenge(options.challenge, 'authentication', null), options };
    },

    async loginWithPasskey(args: { challengeId: string; response: unknown }, context: RequestContext) {
      const record = takeChallenge(args.challengeId, 'authentication');
      const response = asObject(args.response) as AuthenticationResponseJSON;
      const passkey = store.passkeys.find((p) => p.credentialId === response.id);
      const user = passkey && store.users.find((u) => u.id === passkey.userId);
      if (!passkey || !user) throw passkeyError('PASSKEY_NOT_FOUND', 'Esta chave de acesso não está cadastrada.');
      const { origin, rpId } = relyingParty(settings, context);
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: record.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: true,
      }).catch(() => ({ verified: false as const, authenticationInfo: null }));
      if (!verification.verified || !verification.authenticationInfo) {
        throw passkeyError('PASSKEY_REJECTED', 'Não foi possível verificar a chave de acesso.');
      }
      if (user.disabled) throw new GraphQLError('Conta desativada.', { extensions: { code: 'ACCOUNT_DISABLED' } });
      if (user.status === 'PENDING_EMAIL_CONFIRMATION') throw unconfirmedError(user.email);
      passkey.counter = verification.authenticationInfo.newCounter;
      passkey.lastUsedAt = store.now();
      return { token: fakeJwt(user.id, user.name, store.now()), user: { name: user.name } };
    },

    removePasskey({ id }: { id: string }, context: RequestContext) {
      const user = sessionUser(context);
      const index = store.passkeys.findIndex((p) => p.id === id && p.userId === user.id);
      if (index < 0) throw passkeyError('PASSKEY_NOT_FOUND', 'Esta chave de acesso não está cadastrada.');
      store.passkeys.splice(index, 1);
      return ownPasskeys(user).map(describe);
    },
  };
}
