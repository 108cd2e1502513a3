import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, fn, waitFor } from 'storybook/test';
import { fields } from '../../../test/fields';
import { LoginScreen } from './LoginScreen';

const api = graphql.link('*/graphql');
const maria = { email: 'maria.silva@exemplo.com.br', password: 'Senha@Forte1' };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/**
 * The device's side of WebAuthn for a story (Storybook's 127.0.0.1 cannot be a relying party):
 * `navigator.credentials` answers as `answer` says, until the story ends.
 */
function device(answer: 'cancel' | 'assert' | 'create') {
  return () => {
    const refuse = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const credential = {
      id: 'Y2hhdmU',
      rawId: bytes('chave'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('dados'), signature: bytes('assinatura'), userHandle: bytes('demo-1') },
      getClientExtensionResults: () => ({}),
    };
    const created = {
      ...credential,
      response: { clientDataJSON: bytes('{}'), attestationObject: bytes('atestado'), getTransports: () => ['internal'] },
    };
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: answer === 'assert' ? () => Promise.resolve(credential) : refuse, create: answer === 'create' ? () => Promise.resolve(created) : refuse },
    });
    // The own property hid the prototype's getter: removed, the browser's own is back.
    return () => {
      delete (navigator as { credentials?: unknown }).credentials;
    };
  };
}

const meta = {
  title: 'Screens/Login/Passkeys',
  component: LoginScreen,
  args: { onNavigate: fn(), withPasskeys: true },
  parameters: { router: { path: '/login', initialEntries: ['/login'] } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const passkeyButton = (canvas: Canvas) => canvas.findByRole('button', { name: 'Entrar com chave de acesso' });

/** Below the password form, the passkey button; the identifier field offers the device's passkeys in its autofill. */
export const WithPasskeys: Story = {
  play: async ({ canvas }) => {
    await expect(await passkeyButton(canvas)).toBeEnabled();
    await expect(fields(canvas).identifier()).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** The person cancels the device's prompt: said in Portuguese, the password form as it was. */
export const PromptCancelled: Story = {
  beforeEach: device('cancel'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await passkeyButton(canvas));
    await expect(await canvas.findByText('A chave de acesso não foi usada: o pedido foi cancelado. Tente de novo ou entre com a senha.')).toHaveAttribute('role', 'alert');
    await expect(await passkeyButton(canvas)).toBeEnabled();
    await userEvent.type(fields(canvas).identifier(), maria.email);
    await expect(fields(canvas).identifier()).toHaveValue(maria.email);
  },
};

/** The device offers a passkey the server no longer knows (removed from the account). */
export const PasskeyRemoved: Story = {
  beforeEach: device('assert'),
  parameters: {
    msw: {
      handlers: [
        api.mutation('PasskeySignInLoginMutation', () =>
          HttpResponse.json({ errors: [{ message: 'Esta chave de acesso não está cadastrada.', extensions: { code: 'PASSKEY_NOT_FOUND' } }] }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await passkeyButton(canvas));
    await expect(await canvas.findByText('Esta chave de acesso não está mais cadastrada na sua conta. Entre com a senha e crie outra.')).toHaveAttribute('role', 'alert');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(localStorage.getItem('jwt')).toBeNull();
  },
};

async function signInWithPassword(canvas: Canvas, userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent']) {
  await userEvent.type(fields(canvas).identifier(), maria.email);
  await userEvent.type(fields(canvas).password(), maria.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
}

/** After a password sign-in on this device for the first time: the offer, one screen, skippable. */
export const OfferAfterPasswordSignIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Entre mais rápido da próxima vez' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar chave de acesso' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Agora não' })).toBeEnabled();
  },
};

/** "Agora não": the sign-in goes on (here, to the signed-in page), and this device is not asked again for 30 days. */
export const OfferDeclined: Story = {
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Agora não' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
    await waitFor(() => expect(Number(localStorage.getItem('passkey_offer_answered'))).toBeGreaterThan(0));
  },
};

/** Created (the device's answer taken by the server): announced, and the focus on "Continuar", which goes on. */
export const OfferAccepted: Story = {
  beforeEach: device('create'),
  parameters: {
    msw: {
      handlers: [
        api.mutation('usePasskeyCreationRegisterMutation', () =>
          HttpResponse.json({ data: { registerPasskey: { id: 'chave-1', deviceName: 'Chrome no Android', createdAt: '2026-11-28T12:00:00Z', lastUsedAt: null } } }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar chave de acesso' }));
    await expect(await canvas.findByText('Chave de acesso criada. Da próxima vez, entre com ela.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continuar' })).toHaveFocus());
    await expect(localStorage.getItem('passkey_offer_answered')).toBe('created');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
  },
};

/** The device's prompt cancelled while creating: said, and the person may try again or go on without. */
export const OfferCreationCancelled: Story = {
  beforeEach: device('cancel'),
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar chave de acesso' }));
    await expect(await canvas.findByText('A criação da chave de acesso foi cancelada. Tente de novo ou continue sem ela.')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Agora não' })).toBeEnabled();
  },
};

/** A device that made a passkey here is not offered another: the sign-in goes straight on. */
export const NoOfferOnceCreated: Story = {
  beforeEach: () => {
    localStorage.setItem('passkey_offer_answered', 'created');
  },
  play: async ({ canvas, userEvent }) => {
    await signInWithPassword(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Olá, Maria Silva!' })).toBeVisible();
  },
};
