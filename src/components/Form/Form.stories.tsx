import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CpfField } from '../CpfField';
import { FormField } from '../FormField';
import { cpfError } from '../validation/cpf.ts';
import { validationMessages } from '../validation/messages.ts';
import { Field } from './Field';
import { Form } from './Form';
import { useValidatedForm } from './useValidatedForm';

interface Values {
  name: string;
  identity: string;
}

/** What the story's pretend server answers: field errors and a general message (`offline`: no connection), or nothing (accepted). */
type Answer = { fieldErrors?: Partial<Values>; message?: string; offline?: boolean } | null;

/**
 * A complete form on the package's binding, sent to `send`; a refusal shows on the form. `start`: the
 * values it opens with; with `checkOnLoad`, each field that opens filled is checked as the form shows.
 */
function SignUpForm({ send, start, checkOnLoad = false }: { send: (values: Values) => Promise<Answer>; start?: Partial<Values>; checkOnLoad?: boolean }) {
  const form = useValidatedForm<Values>({
    defaultValues: { name: '', identity: '', ...start },
    rules: {
      name: ({ name }) => (name.trim() === '' ? validationMessages.required : null),
      identity: ({ identity }, { whileTyping }) => cpfError(identity, { whileTyping }),
    },
    validateOnLoad: checkOnLoad ? (name, values) => values[name as keyof Values] !== '' : undefined,
  });
  const submit = async (values: Values) => {
    const answer = await send(values);
    if (answer) form.showErrors({ fieldErrors: answer.fieldErrors, generalErrors: answer.message ? [answer.message] : [], offline: answer.offline });
  };
  return (
    <Form form={form} onSubmit={submit} submitLabel="Criar conta" label="Cadastro">
      <Field name="name" component={FormField} label="Nome completo" autoComplete="name" required />
      <Field name="identity" component={CpfField} required />
    </Form>
  );
}

const meta = {
  title: 'Components/Form/Form',
  component: SignUpForm,
  // Each story is a whole form, a landmark with the same name: on the docs page each gets its own frame.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: { send: fn(async (_values: Values): Promise<Answer> => null) },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameInput = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => canvas.getByLabelText(/Nome completo/, { selector: 'input' });
const cpfInput = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => canvas.getByLabelText(/CPF/, { selector: 'input' });

/** An empty submit sends nothing: the summary lists each field's error, takes focus, and links to the field. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Campo obrigatório');
    await expect(nameInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Campo obrigatório'));
    await expect(args.send).not.toHaveBeenCalled();
    const [firstLink] = canvas.getAllByRole('link', { name: 'Nome completo: Campo obrigatório' });
    await expect(firstLink).toBeDefined();
    if (firstLink) await userEvent.click(firstLink);
    await expect(nameInput(canvas)).toHaveFocus();
  },
};

/** The server refuses: its field error shows under the CPF and in the summary, its other message under the form; nothing typed is lost. */
export const ServerErrors: Story = {
  args: { send: fn(async (_values: Values): Promise<Answer> => ({ fieldErrors: { identity: 'Este CPF já está cadastrado.' }, message: 'Tente novamente em instantes.' })) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(nameInput(canvas), 'Clara Nunes');
    await userEvent.type(cpfInput(canvas), '52998224725');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ name: 'Clara Nunes', identity: '52998224725' }));
    await waitFor(() => expect(cpfInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Este CPF já está cadastrado.')));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este CPF já está cadastrado.');
    await expect(canvas.getByText('Tente novamente em instantes.')).toBeVisible();
    await expect(nameInput(canvas)).toHaveValue('Clara Nunes');
    await expect(cpfInput(canvas)).toHaveValue('529.982.247-25');
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  },
};

/** While the server has not answered, the button says 'Enviando...' and a second click sends nothing. */
export const Sending: Story = {
  args: { send: fn((_values: Values) => new Promise<Answer>(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(nameInput(canvas), 'Clara Nunes');
    await userEvent.type(cpfInput(canvas), '52998224725');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Enviando/ })).toBeDisabled());
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

/** A field that opens filled (a link's prefill, a draft) is checked as the form shows, with no key pressed: a CPF short of digits says so. An empty one waits for the submit. */
export const ChecksOnLoad: Story = {
  args: { start: { identity: '5299822' }, checkOnLoad: true },
  play: async ({ canvas, args }) => {
    await expect(cpfInput(canvas)).toHaveValue('529.982.2');
    await waitFor(() => expect(cpfInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Digite os 11 números do CPF')));
    await expect(cpfInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameInput(canvas)).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

const offline: Answer = { message: 'Sem conexão com a internet', offline: true };

/** A send that finds no connection the first time, then answers with `next` (its own calls count the attempts). */
function offlineThen(next: () => Promise<Answer>) {
  const send = fn(async (_values: Values): Promise<Answer> => (send.mock.calls.length === 1 ? offline : next()));
  return send;
}

/** Counts the changes to the live region of the general errors from now on: each one is something a screen reader announces. */
function watchAnnouncements(canvasElement: HTMLElement): () => number {
  const region = canvasElement.querySelector('[aria-live="polite"][aria-atomic="true"]');
  if (!region) throw new Error('The general errors have no live region.');
  let changes = 0;
  new MutationObserver((records) => (changes += records.length)).observe(region, { childList: true, subtree: true, characterData: true });
  return () => changes;
}

async function fillAndSend({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]): Promise<void> {
  await userEvent.type(nameInput(canvas), 'Clara Nunes');
  await userEvent.type(cpfInput(canvas), '52998224725');
  await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
}

/**
 * No connection: the message says so once and offers 'Tentar novamente', which sends the same values
 * again; typing meanwhile announces nothing new. Once sent, the notice goes.
 */
export const OfflineRetried: Story = {
  args: { send: offlineThen(async () => null) },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const announcements = watchAnnouncements(canvasElement);
    await fillAndSend(context);
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expect(announcements()).toBe(1);
    // Typing re-renders the form: the notice is not announced again.
    await userEvent.type(nameInput(canvas), 'x{Backspace}');
    await expect(announcements()).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.send).toHaveBeenCalledTimes(2));
    await expect(args.send).toHaveBeenLastCalledWith({ name: 'Clara Nunes', identity: '52998224725' });
    await waitFor(() => expect(canvas.queryByText('Sem conexão com a internet')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  },
};

/** The connection comes back (the browser's `online`): the notice and its button go by themselves; what was typed stays, and nothing is sent. */
export const OfflineThenOnline: Story = {
  args: { send: offlineThen(async () => null) },
  play: async (context) => {
    const { canvas, args } = context;
    await fillAndSend(context);
    await expect(await canvas.findByText('Sem conexão com a internet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(canvas.queryByText('Sem conexão com a internet')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(nameInput(canvas)).toHaveValue('Clara Nunes');
    await expect(cpfInput(canvas)).toHaveValue('529.982.247-25');
    await expect(args.send).toHaveBeenCalledOnce();
  },
};

/** A double click on 'Tentar novamente' sends once; the button keeps the focus while the form is sending. */
export const OfflineRetrySending: Story = {
  args: { send: offlineThen(() => new Promise<Answer>(() => undefined)) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillAndSend(context);
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' });
    await userEvent.dblClick(retry);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Enviando/ })).toBeDisabled());
    await expect(args.send).toHaveBeenCalledTimes(2);
    await expect(retry).toHaveFocus();
  },
};
