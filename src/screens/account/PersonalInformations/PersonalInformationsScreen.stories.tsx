import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor } from 'storybook/test';
import { fields } from '../../../test/fields';
import { countRequests } from '../../../test/storyHelpers';
import { unsignedToken } from '../../../test/tokenFixtures';
import { PersonalInformationsScreen } from './PersonalInformationsScreen';

const api = graphql.link('*/graphql');
/** The variables of every `completePersonalInformation` the screen sends, cleared before each story. */
const sentVariables = fn();
const recordVariables = api.mutation('PersonalInformationsScreenCompleteMutation', ({ variables }) => {
  sentVariables(variables);
});
const unauthenticated = { errors: [{ message: 'Sua sessão expirou. Entre de novo.', extensions: { code: 'UNAUTHENTICATED' } }] };

// The mock backend's seeded accounts (mocks/store.ts, DEMO): Carla lacks CPF, phone and birth date; Maria has them all.
const carlaEmail = 'carla.lima@exemplo.com.br';
const mariaCpf = '52998224725';
const partner = 'https://parceiro.exemplo.com.br';

const signInAs = (email: string, name: string) => () => {
  localStorage.setItem('jwt', unsignedToken({ sub: email, exp: 4_102_444_800 }));
  localStorage.setItem('user', JSON.stringify({ name }));
};
const at = (entry: string) => ({ router: { path: '/personal-informations/:driver', initialEntries: [entry] } });
const home = { kind: 'internal', path: '/' };

/** What the backend has saved now (through MSW, with the story's session). */
async function saved(): Promise<Record<string, unknown>> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` },
    body: JSON.stringify({ query: 'query PersonalInformationsStoryCheck { me { identity phoneNumber bornOn } }' }),
  });
  const body = (await response.json()) as { data: { me: Record<string, unknown> } };
  return body.data.me;
}

const meta = {
  title: 'Screens/PersonalInformations',
  component: PersonalInformationsScreen,
  args: { today: '2026-11-22', allowedOrigins: [partner], onContinue: fn() },
  parameters: { ...at('/personal-informations/varejo'), msw: { handlers: [recordVariables] } },
  beforeEach: () => {
    sentVariables.mockClear();
    sessionStorage.clear();
    signInAs(carlaEmail, 'Carla Lima')();
  },
} satisfies Meta<typeof PersonalInformationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Salvar e continuar|Enviando\.\.\./ });

async function fill({ canvas, userEvent }: Context, values: { identity?: string; phoneNumber?: string; bornOn?: string } = {}) {
  const field = fields(canvas);
  const data = { identity: '15350946056', phoneNumber: '31987654321', bornOn: '31011980', ...values };
  await userEvent.type(await field.find.cpf(), data.identity);
  await userEvent.type(field.phone(), data.phoneNumber);
  await userEvent.type(field.bornOn(), data.bornOn);
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complete seus dados' })).toBeVisible();
    await expect(await field.find.cpf()).toHaveValue('');
    await expect(await field.find.cpf()).toHaveAttribute('inputmode', 'numeric');
    await expect(field.phone()).toHaveAttribute('autocomplete', 'tel-national');
    await expect(field.bornOn()).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Without a driver (the default variant): CPF and phone, no birth date. */
export const DefaultVariant: Story = {
  parameters: { router: { path: '/personal-informations', initialEntries: ['/personal-informations'] } },
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(await field.find.cpf()).toBeVisible();
    await expect(field.phone()).toBeVisible();
    await expect(field.query.bornOn()).toBeNull();
  },
};

/** A CPF already set is never asked again; only the missing phone is. */
export const OnlyWhatIsMissing: Story = {
  parameters: {
    msw: {
      handlers: [
        api.query('PersonalInformationsScreenMeQuery', () =>
          HttpResponse.json({ data: { me: { email: carlaEmail, identity: mariaCpf, phoneNumber: null, bornOn: '1980-01-31' } } }),
        ),
        api.mutation('PersonalInformationsScreenCompleteMutation', ({ variables }) => {
          sentVariables(variables);
          return HttpResponse.json({ data: { completePersonalInformation: { identity: mariaCpf, phoneNumber: variables.phoneNumber, bornOn: '1980-01-31' } } });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = fields(canvas);
    await userEvent.type(await field.find.phone(), '31987654321');
    await expect(field.query.cpf()).toBeNull();
    await expect(field.query.bornOn()).toBeNull();
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith(home));
    await expect(sentVariables).toHaveBeenCalledWith({ identity: null, phoneNumber: '31987654321', bornOn: null });
  },
};

/** Nothing is missing: the page says so and offers the way on, instead of leaving at once. */
export const NothingMissing: Story = {
  beforeEach: signInAs('maria.silva@exemplo.com.br', 'Maria Silva'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByText('Seus dados já estão completos: não falta nada para informar aqui.')).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith(home));
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [api.query('PersonalInformationsScreenMeQuery', () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando os seus dados...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [api.query('PersonalInformationsScreenMeQuery', () => HttpResponse.error())] } },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os seus dados');
    // Spoken as its text: the title, the reason and the hint, each a sentence of its own, not run together.
    await expect(alert).toHaveTextContent(/^Não foi possível carregar os seus dados Sem conexão com a internet Verifique a sua conexão e tente de novo\.$/);
    // The actions are not part of what is announced: they are reached and read as themselves.
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await userEvent.type(await field.find.cpf(), '52998224724');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert', { name: 'Corrija os campos abaixo' })).toHaveFocus();
    await expect(await field.find.cpf()).toHaveAccessibleDescription(/CPF inválido/);
    await expect(field.phone()).toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(field.bornOn()).toHaveAccessibleDescription(/Campo obrigatório/);
    await expect(sentVariables).not.toHaveBeenCalled();
  },
};

/** The CPF belongs to another account: the server's message under the CPF field. */
export const CpfTaken: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const field = fields(canvas);
    await fill(context, { identity: mariaCpf });
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert', { name: /Não foi possível salvar/ })).toBeVisible();
    await expect(await field.find.cpf()).toHaveAccessibleDescription(/Este CPF já está cadastrado\./);
    await expect(await field.find.cpf()).toHaveValue('529.982.247-25');
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(await saved()).toEqual({ identity: null, phoneNumber: null, bornOn: null });
  },
};

/** A CPF the client takes but the server refuses (e.g. on a blocklist): under the CPF field too. */
export const CpfRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('PersonalInformationsScreenCompleteMutation', () =>
          HttpResponse.json({ errors: [{ message: 'validation', extensions: { validation: { identity: ['CPF inválido.'] } } }] }),
        ),
      ],
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    await fill(context);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('link', { name: 'CPF: CPF inválido.' })).toBeVisible();
    await expect(await field.find.cpf()).toHaveAccessibleDescription(/CPF inválido\./);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [api.mutation('PersonalInformationsScreenCompleteMutation', () => HttpResponse.error())] } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const field = fields(canvas);
    await fill(context);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expect(await field.find.cpf()).toHaveValue('153.509.460-56');
    await expect(field.phone()).toHaveValue('(31) 98765-4321');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const SessionExpiredOnSave: Story = {
  parameters: { msw: { handlers: [api.mutation('PersonalInformationsScreenCompleteMutation', () => HttpResponse.json(unauthenticated))] } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(`draft:personal-informations:${carlaEmail}`) ?? '{}')).toMatchObject({
        identity: '15350946056',
        phoneNumber: '31987654321',
      }),
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context);
    const requests = countRequests('PersonalInformationsScreenCompleteMutation');
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith(home));
    await expect(requests()).toBe(1);
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(sentVariables).toHaveBeenCalledWith({ identity: '15350946056', phoneNumber: '31987654321', bornOn: '1980-01-31' });
    await expect(await saved()).toEqual({ identity: '15350946056', phoneNumber: '31987654321', bornOn: '1980-01-31' });
  },
};

/** Saved, then on to where the person was going before (the stored after-login redirect). */
export const SuccessToStoredRedirect: Story = {
  beforeEach: () => {
    localStorage.setItem('after_login_redirects_to', '/oauth2/authorize?client_id=loja-parceira&force_logout=1');
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith({ kind: 'internal', path: '/oauth2/authorize?client_id=loja-parceira' }));
  },
};

/** A partner's `redirect_uri` on the link: followed when its origin is allowlisted. */
export const SuccessToPartner: Story = {
  parameters: at(`/personal-informations/varejo?redirect_uri=${encodeURIComponent(`${partner}/bem-vindo`)}`),
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fill(context);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith({ kind: 'external', url: `${partner}/bem-vindo` }));
  },
};
