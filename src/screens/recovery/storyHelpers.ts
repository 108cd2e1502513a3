import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { fn } from 'storybook/test';
import { RECOVERY_STATE_KEY, type RecoveryState } from './recoveryState';

/** Stories of the recovery screens: MSW handlers, seeded recoveries and recorded variables. */
export const api = graphql.link('*/graphql');

/** The variables of every recovery mutation the screen sends, by operation; cleared before each story. */
export const sentVariables = fn();

/** Records `operation`'s variables, then lets the request go on to the mock backend. */
export const recordVariables = (operation: string) =>
  api.mutation(operation, ({ variables }) => {
    sentVariables(operation, variables);
  });

/** `operation` answers with one GraphQL error carrying `extensions`. */
export const answerError = (operation: string, message: string, extensions: Record<string, unknown>) =>
  api.mutation(operation, () => HttpResponse.json({ data: null, errors: [{ message, extensions }] }));

/** The connection fails before `operation` gets any answer. */
export const connectionFails = (operation: string) => api.mutation(operation, () => HttpResponse.error());
/** A gateway limits the rate of `operation`: HTTP 429 with `Retry-After`. */
export const gatewayLimits = (operation: string, seconds: number) =>
  api.mutation(operation, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': String(seconds) } }));
/** The server is down: HTTP 503. */
export const serverDown = (operation: string) => api.mutation(operation, () => new HttpResponse(null, { status: 503 }));

/** The mock backend's seeded confirmed account (mocks/store.ts `DEMO.confirmedUser`). */
export const maria = { email: 'maria.silva@exemplo.com.br', identity: '52998224725', phoneNumber: '11987654321', maskedEmail: 'm***@exemplo.com.br', maskedPhone: '(11) *****-4321' };

/** Puts `state` where the screens read the recovery under way. */
export function seedRecovery(state: RecoveryState): void {
  sessionStorage.setItem(RECOVERY_STATE_KEY, JSON.stringify(state));
}

/** Sends `query` to the mock backend over MSW (a story's `beforeEach` runs after the worker starts). */
async function execute(query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return ((await response.json()) as { data: unknown }).data;
}

/** Starts a real recovery by CPF for Maria in the mock backend (its id is valid for the next calls). */
export async function startMariaRecovery(): Promise<RecoveryState> {
  const result = { data: await execute('mutation StoryStartRecovery($identity: String!) { startPasswordRecoveryByCpf(identity: $identity) { recoveryId options { channel maskedDestination } } }', { identity: maria.identity }) };
  const data = result.data as { startPasswordRecoveryByCpf: { recoveryId: string; options: RecoveryState['options'] } };
  return { recoveryId: data.startPasswordRecoveryByCpf.recoveryId, address: null, options: data.startPasswordRecoveryByCpf.options, delivery: null };
}

/** A real recovery whose code went by SMS to Maria (as the choose-options screen leaves it); `resendInMs` from now. */
export async function seedSmsRecovery(resendInMs = 5 * 60_000): Promise<RecoveryState> {
  const started = await startMariaRecovery();
  await execute('mutation StorySendSms($recoveryId: ID!) { sendPasswordRecovery(recoveryId: $recoveryId, channel: SMS) { codeLength } }', { recoveryId: started.recoveryId });
  const state: RecoveryState = { ...started, delivery: { channel: 'SMS', maskedDestination: maria.maskedPhone, codeLength: 6, resendAt: Date.now() + resendInMs } };
  seedRecovery(state);
  return state;
}

/** The last code the mock sent by SMS to Maria (its outbox, newest first). */
export async function lastSmsCode(): Promise<string> {
  const response = await fetch(`/__mock/outbox?to=${maria.phoneNumber}`);
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  return messages[0]?.code ?? '';
}

/** The resend answers at once (recording its variables) with a delivery whose next wait is 5 minutes, a stable text on screen. */
export const resendAnswers = (operation: 'recoveryMutationsRequestByEmailMutation' | 'recoveryMutationsSendByIdMutation', channel: 'EMAIL' | 'SMS', codeLength = 6) =>
  api.mutation(operation, ({ variables }) => {
    sentVariables(operation, variables);
    const delivery = { channel, maskedDestination: channel === 'SMS' ? maria.maskedPhone : maria.maskedEmail, resendAvailableInSeconds: 300, codeLength };
    return HttpResponse.json({ data: operation === 'recoveryMutationsSendByIdMutation' ? { sendPasswordRecovery: delivery } : { requestPasswordRecovery: delivery } });
  });

/** A recovery by e-mail, as `/recovery` leaves it; `resendInMs` from now. */
export function seedEmailRecovery(resendInMs = 5 * 60_000): RecoveryState {
  const state: RecoveryState = {
    recoveryId: null,
    address: maria.email,
    options: [],
    delivery: { channel: 'EMAIL', maskedDestination: maria.maskedEmail, codeLength: 0, resendAt: Date.now() + resendInMs },
  };
  seedRecovery(state);
  return state;
}
