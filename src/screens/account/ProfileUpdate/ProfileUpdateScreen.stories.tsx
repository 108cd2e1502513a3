import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor } from 'storybook/test';
import { fields } from '../../../test/fields';
import { countRequests } from '../../../test/storyHelpers';
import { unsignedToken } from '../../../test/tokenFixtures';
import { ProfileUpdateScreen } from './ProfileUpdateScreen';

const api = graphql.link('*/graphql');
/** The variables of every `updateProfile` the screen sends, cleared before each story. */
const sentVariables = fn();
/** The consent receipts posted, cleared before each story. */
const sentReceipts = fn();
/** How many times the profile was asked for. */
const profileLoads = fn();

const recordVariables = api.mutation('ProfileUpdateScreenUpdateProfileMutation', ({ variables }) => {
  sentVariables(variables);
});
const countLoads = api.query('ProfileUpdateScreenMeQuery', () => {
  profileLoads();
});
const consentStub = http.post('*/consent-receipts', async ({ request }) => {
  sentReceipts(await request.json());
  return HttpResponse.json({ receipt: 'ok' });
});
const unauthenticated = { errors: [{ message: 'Sua sessão expirou. Entre de novo.', extensions: { code: 'UNAUTHENTICATED' } }] };

/** A valid session (till 2100) of `email`; the mock backend reads the account from `sub`. */
const signInAs = (email: string, name: string) => () => {
  localStorage.setItem('jwt', unsignedToken({ sub: email, exp: 4_102_444_800 }));
  localStorage.setItem('user', JSON.stringify({ name }));
};
// The mock backend's seeded accounts (mocks/store.ts, DEMO).
const mariaEmail = 'maria.silva@exemplo.com.br';
const carlaEmail = 'carla.lima@exemplo.com.br';
const signInMaria = signInAs(mariaEmail, 'Maria Silva');
const draftKey = `draft:profile-update:${mariaEmail}`;

/** What the backend has saved now, asked as the screen asks it (through MSW, with the story's session). */
async function saved(): Promise<Record<string, unknown>> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` },
    body: JSON.stringify({ query: 'query ProfileUpdateStoryCheck { me { name phoneNumber bornOn receiveOffers } }' }),
  });
  const body = (await response.json()) as { data: { me: Record<string, unknown> } };
  return body.data.me;
}

const meta = {
  title: 'Screens/ProfileUpdate',
  component: ProfileUpdateScreen,
  args: {
    today: '2026-11-22',
    consent: { receiptsUrl: '/consent-receipts', token: 'token-consentimento', identityToken: null, purposeId: 'finalidade-ofertas' },
  },
  parameters: { router: { path: '/profile/update' }, msw: { handlers: [recordVariables, countLoads, consentStub] } },
  beforeEach: () => {
    sentVariables.mockClear();
    sentReceipts.mockClear();
    profileLoads.mockClear();
    sessionStorage.clear();
    signInMaria();
  },
} satisfies Meta<typeof ProfileUpdateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Salvar alterações|Enviando\.\.\./ });

async function replace({ userEvent }: Context, input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Atualizar cadastro' })).toBeVisible();
    await expect(await field.find.name()).toHaveValue('Maria Silva');
    await expect(await field.find.name()).toHaveAttribute('autocomplete', 'name');
    await expect(field.phone()).toHaveValue('(11) 98765-4321');
    await expect(field.bornOn()).toHaveValue('12/04/1990');
    await expect(field.offers()).not.toBeChecked();
    await expect(canvas.getByText('529.982.247-25')).toBeVisible();
    await expect(canvas.getByText(/não pode ser alterado/)).toBeVisible();
    await expect(canvas.getByText(mariaEmail)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alterar e-mail' })).toHaveAttribute('href', '/email/change');
    await expect(canvas.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/password/change');
    await expect(field.query.cpf()).toBeNull();
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [api.query('ProfileUpdateScreenMeQuery', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando os seus dados...')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
  },
};

/** The profile for a person without a birth date nor CPF: an empty, optional date field, and a way to give the CPF. */
export const WithoutBirthDateOrCpf: Story = {
  beforeEach: signInAs(carlaEmail, 'Carla Lima'),
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(await field.find.name()).toHaveValue('Carla Lima');
    await expect(field.phone()).toHaveValue('');
    await expect(field.bornOn()).toHaveValue('');
    await expect(field.bornOn()).not.toBeRequired();
    await expect(canvas.getByText('Não informado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Informar CPF' })).toHaveAttribute('href', '/personal-informations');
  },
};

export const ValidationErrors: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await replace(context, await field.find.name(), '');
    await replace(context, field.phone(), '1198765');
    await replace(context, field.bornOn(), '01012015');
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole('alert', { name: 'Corrija os campos abaixo' });
    await expect(summary).toHaveFocus();
    await expect(await field.find.name()).toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(field.phone()).toHaveAccessibleDescription(/Número de telefone inválido/);
    await expect(field.bornOn()).toHaveAccessibleDescription(/Você precisa ser maior de 18 anos/);
    await userEvent.click(canvas.getByRole('link', { name: 'Celular: Número de telefone inválido' }));
    await expect(field.phone()).toHaveFocus();
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('ProfileUpdateScreenUpdateProfileMutation', ({ variables }) => {
          sentVariables(variables);
          return HttpResponse.json({
            errors: [{ message: 'validation', extensions: { validation: { name: ['O nome pode ter até 200 caracteres.'], 'input.phoneNumber': ['Este celular não pode ser usado.'], other: ['Revise os dados.'] } } }],
          });
        }),
      ],
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await replace(context, await field.find.name(), 'Maria Souza');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert', { name: /Não foi possível salvar/ })).toBeVisible();
    await expect(await field.find.name()).toHaveAccessibleDescription(/O nome pode ter até 200 caracteres\./);
    await expect(field.phone()).toHaveAccessibleDescription(/Este celular não pode ser usado\./);
    await expect(canvas.getByText('Revise os dados.')).toBeVisible();
    await expect(await field.find.name()).toHaveValue('Maria Souza');
    await expect(sentVariables).toHaveBeenCalledTimes(1);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [api.mutation('ProfileUpdateScreenUpdateProfileMutation', () => HttpResponse.error())] } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await replace(context, await field.find.name(), 'Maria Souza');
    await userEvent.click(field.offers());
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expect(await field.find.name()).toHaveValue('Maria Souza');
    await expect(field.offers()).toBeChecked();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(await saved()).toMatchObject({ name: 'Maria Silva', receiveOffers: false });
  },
};

export const ServerUnavailable: Story = {
  parameters: { msw: { handlers: [api.mutation('ProfileUpdateScreenUpdateProfileMutation', () => HttpResponse.json({ data: null }, { status: 502 }))] } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await field.find.name();
    await replace(context, field.phone(), '21912345678');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('O serviço está indisponível no momento. Tente novamente em instantes.')).toBeVisible();
    await expect(field.phone()).toHaveValue('(21) 91234-5678');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [api.query('ProfileUpdateScreenMeQuery', () => HttpResponse.error())] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os seus dados');
    await expect(alert).toHaveTextContent('Sem conexão com a internet');
    // Spoken as its text: the title, the reason and the hint, each a sentence of its own, not run together;
    // the actions are not part of what is announced (they are reached and read as themselves).
    await expect(alert).toHaveTextContent(/^Não foi possível carregar os seus dados Sem conexão com a internet Verifique a sua conexão e tente de novo\.$/);
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(alert).not.toContainElement(canvas.getByRole('link', { name: 'Ir para a página inicial' }));
    await expect(canvas.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    // Both actions as tall as the theme's buttons (48 px).
    for (const action of [canvas.getByRole('button', { name: 'Tentar de novo' }), canvas.getByRole('link', { name: 'Ir para a página inicial' })]) {
      await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    }
  },
};

/** The first load of the profile fails as offline; the next reaches the mock backend. */
const firstLoadFails = api.query('ProfileUpdateScreenMeQuery', () => {
  profileLoads();
  if (profileLoads.mock.calls.length === 1) return HttpResponse.error();
});

export const RetryAfterLoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        firstLoadFails,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os seus dados');
    await expect(alert).toHaveTextContent('Sem conexão com a internet');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(await field.find.name()).toHaveValue('Maria Silva');
    await expect(profileLoads).toHaveBeenCalledTimes(2);
  },
};

/** Offline as the page opened: once the browser is back online, the profile loads again by itself, no button pressed. */
export const LoadsWhenBackOnline: Story = {
  parameters: {
    msw: {
      handlers: [
        firstLoadFails,
      ],
    },
  },
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sem conexão com a internet');
    window.dispatchEvent(new Event('online'));
    await expect(await field.find.name()).toHaveValue('Maria Silva');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(profileLoads).toHaveBeenCalledTimes(2);
  },
};

/** A retry that fails again: the button pressed is gone, so the focus goes to the failure, read whole; Tab then reaches the actions. */
export const RetryFailsAgain: Story = {
  parameters: { msw: { handlers: [api.query('ProfileUpdateScreenMeQuery', () => HttpResponse.error())] } },
  play: async ({ canvas, userEvent }) => {
    const message = /^Não foi possível carregar os seus dados Sem conexão com a internet Verifique a sua conexão e tente de novo\.$/;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    // On the first failure the focus stays where the page put it.
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toHaveFocus();
  },
};

export const SessionExpiredOnLoad: Story = {
  parameters: { msw: { handlers: [api.query('ProfileUpdateScreenMeQuery', () => HttpResponse.json(unauthenticated))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sua sessão terminou/)).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    await expect(localStorage.getItem('user')).toBeNull();
  },
};

/** The session ends while the person types: the session goes, what they typed stays for their return. */
export const SessionExpiredOnSave: Story = {
  parameters: { msw: { handlers: [api.mutation('ProfileUpdateScreenUpdateProfileMutation', () => HttpResponse.json(unauthenticated))] } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await replace(context, await field.find.name(), 'Maria Souza');
    await replace(context, field.phone(), '21912345678');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey) ?? '{}')).toMatchObject({ name: 'Maria Souza', phoneNumber: '21912345678' }));
  },
};

/** Back from signing in again: the draft wins over what the server has. */
export const DraftRestored: Story = {
  beforeEach: () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ name: 'Maria Souza', phoneNumber: '2191234', bornOn: '1990-04-12', receiveOffers: true }));
  },
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(await canvas.findByText(/Recuperamos o que você tinha digitado antes/)).toBeVisible();
    await expect(await field.find.name()).toHaveValue('Maria Souza');
    await expect(field.offers()).toBeChecked();
    await expect(field.phone()).toHaveAccessibleDescription(/Número de telefone inválido/);
  },
};

export const Success: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await replace(context, await field.find.name(), '  Maria Souza ');
    await replace(context, field.phone(), '21912345678');
    await replace(context, field.bornOn(), '13051991');
    await userEvent.click(field.offers());
    // A double click sends one request.
    const requests = countRequests('ProfileUpdateScreenUpdateProfileMutation');
    await userEvent.dblClick(submitButton(canvas));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Pronto! Seus dados foram salvos.'));
    await waitFor(() => expect(status).toHaveFocus());
    await expect(requests()).toBe(1);
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(sentVariables).toHaveBeenCalledWith({ name: 'Maria Souza', phoneNumber: '21912345678', bornOn: '1991-05-13', receiveOffers: true });
    await expect(await field.find.name()).toHaveValue('Maria Souza');
    await expect(field.phone()).toHaveValue('(21) 91234-5678');
    await expect(field.offers()).toBeChecked();
    await expect(await saved()).toEqual({ name: 'Maria Souza', phoneNumber: '21912345678', bornOn: '1991-05-13', receiveOffers: true });
    await expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ name: 'Maria Souza' });
    await expect(sessionStorage.getItem(draftKey)).toBeNull();
    await waitFor(() =>
      expect(sentReceipts).toHaveBeenCalledWith({
        identifier: mariaEmail,
        test: false,
        requestInformation: 'token-consentimento',
        purposes: [{ Id: 'finalidade-ofertas', TransactionType: 'CONFIRMED' }],
      }),
    );
  },
};

/** Withdrawing is as easy as giving: untick and save. */
export const WithdrawOffersConsent: Story = {
  parameters: {
    msw: {
      handlers: [
        recordVariables,
        consentStub,
        api.query('ProfileUpdateScreenMeQuery', () =>
          HttpResponse.json({
            data: { me: { name: 'Maria Silva', email: mariaEmail, identity: '52998224725', phoneNumber: '11987654321', bornOn: '1990-04-12', receiveOffers: true } },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await field.find.name();
    await expect(field.offers()).toBeChecked();
    await userEvent.click(field.offers());
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pronto! Seus dados foram salvos e você não vai mais receber ofertas.'));
    await expect(sentVariables).toHaveBeenCalledWith(expect.objectContaining({ receiveOffers: false }));
    await expect(await saved()).toMatchObject({ receiveOffers: false });
    await waitFor(() => expect(sentReceipts).toHaveBeenCalledWith(expect.objectContaining({ purposes: [{ Id: 'finalidade-ofertas', TransactionType: 'WITHDRAWN' }] })));
  },
};

/** A save that leaves the consent as it was posts no receipt. */
export const SaveWithoutConsentChange: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await replace(context, await field.find.name(), 'Maria Souza');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Pronto! Seus dados foram salvos.'));
    await expect(sentVariables).toHaveBeenCalledWith(expect.objectContaining({ receiveOffers: false, phoneNumber: '11987654321' }));
    await expect(sentReceipts).not.toHaveBeenCalled();
  },
};
