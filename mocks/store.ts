/**
 * The mock backend's in-memory store: users and one-time password tokens, seeded with demo
 * data. One store per backend instance; `reset()` puts the seed back (between stories/tests).
 */
export type UserType = 'POINT_OF_SALES_BUYER' | 'INDUSTRY_EMPLOYEE' | 'RETAILER';
export type UserStatus = 'PENDING_EMAIL_CONFIRMATION' | 'ACTIVE';

export interface StoredUser {
  name: string;
  email: string;
  identity: string | null;
  phoneNumber: string | null;
  bornOn: string | null;
  type: UserType | null;
  customersCodes: string[];
  receiveOffers: boolean;
  status: UserStatus;
  /** The mock keeps a password only to let later flows sign in; a real backend would hash it. */
  password: string | null;
  afterConfirmationRedirectTo: string | null;
  /** Blocked by an administrator: sign-in answers ACCOUNT_DISABLED (only to the right password). */
  disabled?: boolean;
}

export interface PasswordToken {
  token: string;
  email: string;
  expiresAt: number;
  usedAt: number | null;
  afterConfirmationRedirectUrl: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** Demo data printed by the dev server and used by the e2e tests. */
export const DEMO = {
  confirmedUser: { email: 'maria.silva@exemplo.com.br', password: 'Senha@Forte1', name: 'Maria Silva', identity: '52998224725' },
  unconfirmedUser: { email: 'joao.souza@exemplo.com.br', name: 'João Souza', identity: '11144477735' },
  createPassword: { token: 'demo-criar-senha', email: 'ana.costa@exemplo.com.br' },
  createPasswordWithRedirect: {
    token: 'demo-criar-senha-com-retorno',
    email: 'ana.costa@exemplo.com.br',
    afterConfirmationRedirectUrl: 'https://parceiro.exemplo.com.br/bem-vindo',
  },
  expiredToken: { token: 'demo-link-expirado', email: 'ana.costa@exemplo.com.br' },
  disabledUser: { email: 'bloqueado@exemplo.com.br', password: 'Senha@Forte1', name: 'Bruno Bloqueado', identity: '93541134780' },
} as const;

function seedUsers(): StoredUser[] {
  const base = { phoneNumber: null, bornOn: null, customersCodes: [], receiveOffers: false, afterConfirmationRedirectTo: null };
  return [
    { ...base, ...DEMO.confirmedUser, type: 'RETAILER', status: 'ACTIVE', phoneNumber: '11987654321', bornOn: '1990-04-12' },
    { ...base, ...DEMO.unconfirmedUser, type: 'POINT_OF_SALES_BUYER', status: 'PENDING_EMAIL_CONFIRMATION', password: null },
    { ...base, name: 'Ana Costa', email: DEMO.createPassword.email, identity: '39053344705', type: 'INDUSTRY_EMPLOYEE', status: 'ACTIVE', password: null },
    { ...base, ...DEMO.disabledUser, type: 'RETAILER', status: 'ACTIVE', disabled: true },
  ];
}

function seedTokens(now: number): PasswordToken[] {
  return [
    { ...DEMO.createPassword, expiresAt: now + 7 * DAY, usedAt: null, afterConfirmationRedirectUrl: null },
    { ...DEMO.createPasswordWithRedirect, expiresAt: now + 7 * DAY, usedAt: null },
    { ...DEMO.expiredToken, expiresAt: now - DAY, usedAt: null, afterConfirmationRedirectUrl: null },
  ];
}

export interface MockStore {
  users: StoredUser[];
  tokens: PasswordToken[];
  /** Failed sign-in times (ms) by normalised identifier, for the attempt limit. */
  loginFailures: Map<string, number[]>;
  /** The store's clock (tests pass their own). */
  now: () => number;
  /** Puts the seed data back. */
  reset(): void;
}

export function createStore(now: () => number = Date.now): MockStore {
  const store: MockStore = {
    users: seedUsers(),
    tokens: seedTokens(now()),
    loginFailures: new Map(),
    now,
    reset() {
      store.users = seedUsers();
      store.tokens = seedTokens(now());
      store.loginFailures = new Map();
    },
  };
  return store;
}
