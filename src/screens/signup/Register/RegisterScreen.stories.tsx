import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor } from 'storybook/test';
import { fields } from '../../../test/fields';
import { countRequests } from '../../../test/storyHelpers';
import { RegisterScreen } from './RegisterScreen';

/** The variables of every `createUser` the screen sends, cleared before each story. */
const sentVariables = fn();
/** The consent receipts posted, cleared before each story. */
const sentReceipts = fn();

const api = graphql.link('*/graphql');

/** Records the mutation's variables, then lets the request go on to the mock backend. */
const recordVariables = api.mutation('RegisterScreenCreateUserMutation', ({ variables }) => {
  sentVariables(variables);
});
const consentStub = http.post('*/consent-receipts', async ({ request }) => {
  sentReceipts(await request.json());
  return HttpResponse.json({ receipt: 'ok' });
});

const person = {
  name: 'Clara Nunes',
  email: 'clara.nunes@exemplo.com.br',
  identity: '15350946056',
  phoneNumber: '11987654321',
  password: 'Senha@Forte1',
};

const at = (entry: string, path = '/register') => ({ router: { path, initialEntries: [entry] } });

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  args: {
    today: '2026-01-15',
    onRegistered: fn(),
    onUnconfirmed: fn(),
    consent: { receiptsUrl: '/consent-receipts', token: 'token-consentimento', identityToken: null, purposeId: 'finalidade-cadastro' },
    documents: {
      termsUrl: 'https://programa.exemplo.com.br/termos',
      privacyUrl: 'https://programa.exemplo.com.br/privacidade',
      rulesUrl: 'https://programa.exemplo.com.br/regulamento',
    },
  },
  parameters: { ...at('/register'), msw: { handlers: [recordVariables, consentStub] } },
  beforeEach: () => {
    sentVariables.mockClear();
    sentReceipts.mockClear();
    window.dataLayer = [];
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /Criar conta|Enviando\.\.\./ });

/** Fills every field as a person would, skipping the ones already filled. */
async function fillForm({ canvas, userEvent }: Context, values: Partial<typeof person> = {}): Promise<void> {
  const field = fields(canvas);
  const data = { ...person, ...values };
  if (!field.name().getAttribute('value')) await userEvent.type(field.name(), data.name);
  if (!field.email().hasAttribute('readonly')) {
    await userEvent.clear(field.email());
    await userEvent.type(field.email(), data.email);
  }
  await userEvent.clear(field.cpf());
  await userEvent.type(field.cpf(), data.identity);
  await userEvent.clear(field.phone());
  await userEvent.type(field.phone(), data.phoneNumber);
  await userEvent.type(field.password(), data.password);
  await userEvent.click(field.offers());
  await userEvent.click(field.terms());
}

function funnelEvents(): unknown[] {
  return (window.dataLayer ?? []).filter((event) => (event as { event?: string }).event === 'funnel_step');
}

/** A server failure keeps what was typed and lets the person try again. */
async function expectKeptValues(canvas: Canvas): Promise<void> {
  const field = fields(canvas);
  await expect(field.name()).toHaveValue(person.name);
  await expect(field.cpf()).toHaveValue('153.509.460-56');
  await expect(field.phone()).toHaveValue('(11) 98765-4321');
  await expect(field.password()).toHaveValue(person.password);
  await expect(field.terms()).toBeChecked();
  await expect(submitButton(canvas)).toHaveTextContent('Criar conta');
  await expect(submitButton(canvas)).toBeEnabled();
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = fields(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
    const ids = [...canvasElement.querySelectorAll('form input')].map((input) => input.id);
    await expect(ids).toEqual(['name', 'email', 'identity', 'phoneNumber', 'password', 'acceptsReceiveOffers', 'acceptsUserTerms']);
    await expect(canvas.queryByRole('textbox', { name: /Data de nascimento/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mais informações sobre E-mail' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mais informações sobre CPF' })).toBeVisible();
    await expect(field.password()).toHaveAttribute('autocomplete', 'new-password');
    await expect(field.password()).toHaveAccessibleDescription(/Sua senha deve ter no mínimo 8 caracteres/);
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Termos de Serviço/ })).toHaveAttribute('href', 'https://programa.exemplo.com.br/termos');
    await expect(canvas.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute('href', 'https://programa.exemplo.com.br/privacidade');
    await expect(canvas.getByRole('link', { name: /Regulamento/ })).toHaveAttribute('href', 'https://programa.exemplo.com.br/regulamento');
    await expect(canvas.getByText('(*) Campos obrigatórios')).toBeVisible();
    await expect(submitButton(canvas)).toHaveTextContent('Criar conta');
    await expect(canvas.queryByText(/CNPJ:/)).toBeNull();
    // No variant line on the plain sign-up; a way to sign in instead; the draft's note and its clearing.
    await expect(canvas.queryByText(/^Cadastro de /)).toBeNull();
    await expect(canvas.getByText(/Já tem conta\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByText(/Os dados que você digitar ficam guardados neste aparelho/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpar dados deste aparelho' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Esqueci minha senha' })).toBeNull();
    await waitFor(() => expect(window.dataLayer).toContainEqual({ event: 'page_view', page_title: 'register', page_path: '/register' }));
  },
};

/** A partner's sign-up link: the way to sign in instead keeps its `redirect_uri`. */
export const FromPartner: Story = {
  parameters: at(`/register?${new URLSearchParams({ redirect_uri: '/oauth2/authorize?client_id=loja-parceira&target=register' })}`),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Entrar' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^\/login\?/));
    const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
    await expect(href.pathname).toBe('/login');
    await expect(href.searchParams.get('redirect_uri')).toBe('/oauth2/authorize?client_id=loja-parceira');
  },
};

export const PointOfSalesBuyer: Story = {
  parameters: at('/register?prefill[type]=POINT_OF_SALES_BUYER&prefill[customersCodes][]=11222333000181&prefill[name]=Clara%20Nunes'),
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(canvas.getByText('CNPJ: 11.222.333/0001-81')).toBeVisible();
    await expect(field.name()).toHaveValue('Clara Nunes');
  },
};

export const Retailer: Story = {
  parameters: at('/register/varejo?prefill[customersCodes][0]=11222333000181&prefill[bornOn]=2010-05-01', '/register/:driver'),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    // Which sign-up this is, under the spec's own title.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeVisible();
    await expect(canvas.getByText('Cadastro de varejista')).toBeVisible();
    await expect(canvas.getByText('CNPJ: 11.222.333/0001-81')).toBeVisible();
    const bornOn = field.bornOn();
    await expect(bornOn).toHaveValue('01/05/2010');
    // Validated on load because it came filled (as the form shows, a task after its first render):
    // 15 years old on the story's fixed day.
    await waitFor(() => expect(bornOn).toHaveAccessibleDescription(/Você precisa ser maior de 18 anos/));
    await userEvent.clear(bornOn);
    await userEvent.type(bornOn, '12041990');
    await expect(bornOn).not.toHaveAccessibleDescription(/Você precisa/);
    await fillForm(context);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(sentVariables).toHaveBeenCalledTimes(1));
    await expect(sentVariables).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'RETAILER', bornOn: '1990-04-12', customersCodes: ['11222333000181'] }),
    );
  },
};

export const IndustryEmployee: Story = {
  parameters: at('/register?prefill[type]=INDUSTRY_EMPLOYEE&prefill[customersCodes][]=F-2041&prefill[customersCodes][]=&prefill[password]=Vazada@123'),
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(canvas.getByText('F-2041', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByText(/CNPJ:/)).toBeNull();
    await expect(field.password()).toHaveValue('');
  },
};

export const ReadOnlyEmail: Story = {
  parameters: at('/register?prefill[email]=clara.nunes%40exemplo.com.br&prefill[phoneNumber]=1198765'),
  play: async ({ canvas }) => {
    const field = fields(canvas);
    await expect(field.email()).toHaveValue('clara.nunes@exemplo.com.br');
    await expect(field.email()).toHaveAttribute('readonly');
    // The phone is always validated on load: an incomplete one shows its error as the form shows.
    await waitFor(() => expect(field.phone()).toHaveAccessibleDescription(/Número de telefone inválido/));
  },
};

/** A link's e-mail that is not an address stays as the link gave it, but editable: the person can correct it. */
export const PrefilledEmailToCorrect: Story = {
  parameters: at('/register?prefill[email]=clara.nunes%40exemplo'),
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await expect(field.email()).toHaveValue('clara.nunes@exemplo');
    await expect(field.email()).not.toHaveAttribute('readonly');
    await waitFor(() => expect(field.email()).toHaveAccessibleDescription(/Email inválido/));
    await userEvent.type(field.email(), '.com.br');
    await expect(field.email()).toHaveValue('clara.nunes@exemplo.com.br');
    await expect(field.email()).not.toHaveAccessibleDescription(/Email inválido/);
  },
};

export const RestoredDraft: Story = {
  beforeEach: () => {
    localStorage.setItem(
      'user_under_creation',
      JSON.stringify({ name: 'Clara Nunes', email: 'clara.nunes@exemplo.com.br', identity: '15350946056', password: 'NuncaGuardada@1', acceptsReceiveOffers: true }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await expect(field.name()).toHaveValue('Clara Nunes');
    await expect(field.email()).toHaveValue('clara.nunes@exemplo.com.br');
    await expect(field.email()).not.toHaveAttribute('readonly');
    await expect(field.cpf()).toHaveValue('153.509.460-56');
    await expect(field.offers()).toBeChecked();
    await expect(field.password()).toHaveValue('');
    await userEvent.type(field.password(), 'Senha@Forte1');
    await userEvent.type(field.phone(), '11987654321');
    const draft = localStorage.getItem('user_under_creation') ?? '';
    await expect(JSON.parse(draft)).toMatchObject({ name: 'Clara Nunes', phoneNumber: '11987654321' });
    await expect(draft).not.toContain('Senha@Forte1');
    await expect(draft).not.toContain('password');
  },
};

/** On a shared device: 'Limpar dados deste aparelho' removes the draft and empties the form, says so, and puts the focus on the first field. */
export const ClearDeviceData: Story = {
  beforeEach: RestoredDraft.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    await expect(field.name()).toHaveValue('Clara Nunes');
    await userEvent.type(field.password(), 'Senha@Forte1');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar dados deste aparelho' }));
    await expect(localStorage.getItem('user_under_creation')).toBeNull();
    await expect(field.name()).toHaveValue('');
    await expect(field.email()).toHaveValue('');
    await expect(field.cpf()).toHaveValue('');
    await expect(field.password()).toHaveValue('');
    await expect(field.offers()).not.toBeChecked();
    await expect(field.name()).toHaveFocus();
    const said = canvas.getByText('Os dados que estavam guardados neste aparelho foram apagados.');
    await expect(said).toBeVisible();
    await expect(said.closest('[role="status"]')).not.toBeNull();
    // What is typed afterwards is kept again, as before.
    await userEvent.type(field.name(), 'Ana');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user_under_creation') ?? '{}')).toMatchObject({ name: 'Ana', email: '' }));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = fields(canvas);
    // Passing through an empty field is not an error yet; leaving a half-typed CPF is.
    await userEvent.click(field.name());
    await userEvent.tab();
    await expect(field.name()).not.toHaveAccessibleDescription(/Campo obrigatório/);
    await userEvent.type(field.cpf(), '5299822');
    await expect(field.cpf()).not.toHaveAccessibleDescription(/Digite os 11 números do CPF|CPF inválido/);
    await userEvent.tab();
    await expect(field.cpf()).toHaveAccessibleDescription(/Digite os 11 números do CPF/);
    await userEvent.type(field.cpf(), '4724');
    await expect(field.cpf()).toHaveAccessibleDescription(/CPF inválido/);
    await userEvent.type(field.email(), 'clara@');
    await userEvent.click(submitButton(canvas));
    const summary = canvas.getByRole('alert', { name: 'Corrija os campos abaixo' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = canvas.getAllByRole('link', { name: /Campo obrigatório|Email inválido|CPF inválido|Para concluir/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#name', '#email', '#identity', '#password', '#acceptsUserTerms']);
    // Each link names its field, without the required mark; the message under each field stays the spec's.
    await expect(links.map((link) => link.textContent)).toEqual([
      'Nome completo: Campo obrigatório',
      'E-mail: Email inválido',
      'CPF: CPF inválido',
      'Senha: Campo obrigatório',
      'Para concluir, é necessário aceitar os Termos de Serviço, Política de Privacidade e Regulamento.',
    ]);
    await expect(field.email()).toHaveAccessibleDescription(/Email inválido/);
    await expect(field.terms()).toHaveAccessibleDescription(/Para concluir, é necessário aceitar/);
    await expect(sentVariables).not.toHaveBeenCalled();
    await expect(funnelEvents()).toEqual([{ event: 'funnel_step', funnel: 'sign_up', funnel_step: 8, funnel_result: 'failure' }]);
  },
};

/** A pasted name longer than the server takes is kept as pasted, and the form says how long it may be. */
export const NameTooLong: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const field = fields(canvas);
    const name = `Clara ${'a'.repeat(10_000)}`;
    await userEvent.click(field.name());
    await userEvent.paste(name);
    await expect(field.name()).toHaveValue(name);
    await expect(field.name()).toHaveAccessibleDescription(/O nome pode ter até 200 caracteres\./);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user_under_creation') ?? '{}')).toMatchObject({ name }));
    await fillForm(context);
    await userEvent.click(submitButton(canvas));
    const summary = canvas.getByRole('alert', { name: 'Corrija os campos abaixo' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = canvas.getAllByRole('link', { name: /O nome pode ter até 200 caracteres/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#name']);
    await expect(sentVariables).not.toHaveBeenCalled();
    await userEvent.clear(field.name());
    await userEvent.type(field.name(), person.name);
    await expect(field.name()).not.toHaveAccessibleDescription(/O nome pode ter até/);
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('RegisterScreenCreateUserMutation', async ({ variables }) => {
          sentVariables(variables);
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ],
    },
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillForm(context);
    const requests = countRequests('RegisterScreenCreateUserMutation');
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(submitButton(canvas)).toHaveTextContent('Enviando...'));
    await expect(submitButton(canvas)).toBeDisabled();
    // The button changes as the submit starts; the request reaches the mock (through its service worker) after.
    await waitFor(() => expect(sentVariables).toHaveBeenCalled());
    await expect(requests()).toBe(1);
    await expect(sentVariables).toHaveBeenCalledTimes(1);
    await expect(sentVariables).toHaveBeenCalledWith({
      name: person.name,
      password: person.password,
      identity: person.identity,
      email: person.email,
      type: null,
      customersCodes: [],
      afterConfirmationRedirectTo: null,
      phoneNumber: person.phoneNumber,
      bornOn: null,
      receiveOffers: true,
    });
  },
};

export const ServerFieldErrors: Story = {
  play: async (context) => {
    const { canvas } = context;
    const field = fields(canvas);
    // Both belong to the mock backend's seeded, confirmed account.
    await fillForm(context, { email: 'maria.silva@exemplo.com.br', identity: '52998224725' });
    await context.userEvent.click(submitButton(canvas));
    await waitFor(() => expect(field.email()).toHaveAccessibleDescription(/Este e-mail já está cadastrado\./));
    await expect(field.cpf()).toHaveAccessibleDescription(/Este CPF já está cadastrado\./);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Este e-mail já está cadastrado\..*Este CPF já está cadastrado\./);
    // Not a dead end: sign in or recover the password, right there; nothing typed goes into an address.
    await expect(canvas.getByText(/Já existe uma conta com este e-mail e este CPF\./)).toBeVisible();
    const signIn = canvas.getAllByRole('link', { name: 'Entrar' });
    await expect(signIn.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recovery');
    await expect(field.email()).toHaveValue('maria.silva@exemplo.com.br');
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
    await expect(sentVariables).toHaveBeenCalledWith(expect.objectContaining({ email: 'maria.silva@exemplo.com.br', identity: '52998224725' }));
  },
};

export const ServerGeneralErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        api.mutation('RegisterScreenCreateUserMutation', ({ variables }) => {
          sentVariables(variables);
          return HttpResponse.json({
            errors: [
              {
                message: 'validation',
                extensions: {
                  validation: {
                    'input.phoneNumber': ['Este celular já está em uso.'],
                    'input.name': ['Informe nome e sobrenome.'],
                    customersCodes: ['Código de cliente desconhecido.', 'Confira o CNPJ do convite.'],
                  },
                },
              },
              { message: 'Cadastro temporariamente limitado para esta loja.' },
            ],
          });
        }),
      ],
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const field = fields(canvas);
    await fillForm(context);
    await context.userEvent.click(submitButton(canvas));
    const list = await canvas.findByRole('list', { name: /erro/i });
    await expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Informe nome e sobrenome.',
      'Código de cliente desconhecido. Confira o CNPJ do convite.',
      'Cadastro temporariamente limitado para esta loja.',
    ]);
    await expect(field.phone()).toHaveAccessibleDescription(/Este celular já está em uso\./);
    await expectKeptValues(canvas);
  },
};

export const Unconfirmed: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await fillForm(context, { email: 'joao.souza@exemplo.com.br' });
    await context.userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onUnconfirmed).toHaveBeenCalledTimes(1));
    await expect(localStorage.getItem('unconfirmed_user_email')).toBe('joao.souza@exemplo.com.br');
    await expect(localStorage.getItem('url_resend_email')).toBe('/api/confirmation/resend?email=joao.souza%40exemplo.com.br');
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [http.post('*/graphql', () => HttpResponse.error())] } },
  play: async (context) => {
    const { canvas } = context;
    await fillForm(context);
    await context.userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expectKeptValues(canvas);
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  beforeEach: () => {
    localStorage.setItem('after_login_redirects_to', '/oauth2/authorize?client_id=loja&force_logout=1&target=x');
  },
  play: async (context) => {
    const { canvas, args } = context;
    await fillForm(context);
    await expect(localStorage.getItem('user_under_creation')).not.toBeNull();
    await context.userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(1));
    await expect(args.onRegistered).toHaveBeenCalledWith(person.email);
    await expect(sentVariables).toHaveBeenCalledWith({
      name: person.name,
      password: person.password,
      identity: person.identity,
      email: person.email,
      type: null,
      customersCodes: [],
      afterConfirmationRedirectTo: '/oauth2/authorize?client_id=loja',
      phoneNumber: person.phoneNumber,
      bornOn: null,
      receiveOffers: true,
    });
    await expect(localStorage.getItem('user_under_creation')).toBeNull();
    await waitFor(() =>
      expect(sentReceipts).toHaveBeenCalledWith({
        identifier: person.email,
        test: false,
        requestInformation: 'token-consentimento',
        purposes: [{ Id: 'finalidade-cadastro' }],
      }),
    );
    await expect(funnelEvents()).toEqual([{ event: 'funnel_step', funnel: 'sign_up', funnel_step: 8, funnel_result: 'success' }]);
  },
};
