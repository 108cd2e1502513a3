import { yupResolver } from '@hookform/resolvers/yup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { object } from 'yup';
import { CpfField } from '../CpfField';
import { FormField } from '../FormField';
import { PhoneField } from '../PhoneField';
import { cpfError } from '../validation/cpf.ts';
import { validationMessages } from '../validation/messages.ts';
import { cpfRule, nameRule, phoneRule } from '../validation/schemas.ts';
import { Field } from './Field';
import { Form } from './Form';

interface Values {
  name: string;
  cpf: string;
  phone: string;
}

const empty: Values = { name: '', cpf: '', phone: '' };

/** What the story's pretend server answers: a field error and a general message, or nothing (accepted). */
type Answer = { cpf?: string; message?: string } | null;

/**
 * A site's own `useForm`, with the package's rules through a resolver (`@hookform/resolvers/yup` and the
 * exported schema rules), given to `Form`. `shouldFocusError: false` leaves the focus to the error summary.
 */
function SiteUseForm({ send }: { send: (values: Values) => Promise<Answer> }) {
  const form = useForm<Values>({
    resolver: yupResolver(object({ name: nameRule(), cpf: cpfRule(), phone: phoneRule() })),
    defaultValues: empty,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  return (
    <Form form={form} onSubmit={send} submitLabel="Criar conta" label="Cadastro">
      <Field control={form.control} name="name" component={FormField} label="Nome completo" autoComplete="name" required />
      <Field control={form.control} name="cpf" component={CpfField} required />
      <Field control={form.control} name="phone" component={PhoneField} />
    </Form>
  );
}

/**
 * A site's own `useForm` behind a `FormProvider`, with its own rules per field (no resolver); a server
 * refusal goes through `setError`. react-hook-form's own `shouldFocusError` (on by default) focuses the first
 * field with an error, and the summary is announced.
 */
function SiteFormProvider({ send }: { send: (values: Values) => Promise<Answer> }) {
  const methods = useForm<Values>({ defaultValues: empty, mode: 'onTouched' });
  const submit = async (values: Values) => {
    const answer = await send(values);
    if (answer?.cpf) methods.setError('cpf', { type: 'server', message: answer.cpf });
    if (answer?.message) methods.setError('root.server', { type: 'server', message: answer.message });
  };
  return (
    <FormProvider {...methods}>
      <Form onSubmit={submit} submitLabel="Criar conta" label="Cadastro">
        <Field name="name" component={FormField} label="Nome completo" autoComplete="name" required rules={{ required: validationMessages.required }} />
        <Field name="cpf" component={CpfField} required rules={{ validate: (value: string) => cpfError(value) ?? true }} />
      </Form>
    </FormProvider>
  );
}

const meta = {
  title: 'Components/Form/Form under the site’s useForm',
  component: SiteUseForm,
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: { send: fn(async (_values: Values): Promise<Answer> => null) },
} satisfies Meta<typeof SiteUseForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const nameInput = (canvas: Canvas) => canvas.getByLabelText(/Nome completo/, { selector: 'input' });
const cpfInput = (canvas: Canvas) => canvas.getByLabelText(/CPF/, { selector: 'input' });

/**
 * The site's `useForm` with the package's schema rules: an empty submit sends nothing, and the summary
 * lists each error, takes focus and links to the field.
 */
export const WithResolver: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Campo obrigatório');
    await expect(nameInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Campo obrigatório'));
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: 'Nome completo: Campo obrigatório' }));
    await expect(nameInput(canvas)).toHaveFocus();
  },
};

/** A wrong CPF says so when the field is left (the site's `mode: 'onTouched'`); once right, the form sends the clean values. */
export const WithResolverWrongCpf: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(nameInput(canvas), 'Clara Nunes');
    await userEvent.type(cpfInput(canvas), '52998224724');
    await userEvent.tab();
    await waitFor(() => expect(cpfInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('CPF inválido')));
    await userEvent.type(cpfInput(canvas), '{Backspace}5');
    await expect(cpfInput(canvas)).toHaveValue('529.982.247-25');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ name: 'Clara Nunes', cpf: '52998224725', phone: '' }));
  },
};

/** While the site's send has not answered, the button says 'Enviando...' and a second submit sends nothing. */
export const WithResolverSending: Story = {
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

/**
 * Under the site's `FormProvider`, with its own rules: the summary lists them and the first field with an
 * error has the focus (react-hook-form's default); the server's refusal shows under the CPF and under the
 * form, and nothing typed is lost.
 */
export const UnderFormProvider: Story = {
  render: (args) => <SiteFormProvider {...args} />,
  args: { send: fn(async (_values: Values): Promise<Answer> => ({ cpf: 'Este CPF já está cadastrado.', message: 'Tente novamente em instantes.' })) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(cpfInput(canvas), '52998224724');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Campo obrigatório');
    await expect(summary).toHaveTextContent('CPF inválido');
    await waitFor(() => expect(nameInput(canvas)).toHaveFocus());
    await expect(args.send).not.toHaveBeenCalled();

    await userEvent.type(nameInput(canvas), 'Clara Nunes');
    await userEvent.clear(cpfInput(canvas));
    await userEvent.type(cpfInput(canvas), '52998224725');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ name: 'Clara Nunes', cpf: '52998224725', phone: '' }));
    await waitFor(() => expect(cpfInput(canvas)).toHaveAccessibleDescription(expect.stringContaining('Este CPF já está cadastrado.')));
    await expect(await canvas.findByText('Tente novamente em instantes.')).toBeVisible();
    await expect(nameInput(canvas)).toHaveValue('Clara Nunes');
    await expect(cpfInput(canvas)).toHaveValue('529.982.247-25');
  },
};
