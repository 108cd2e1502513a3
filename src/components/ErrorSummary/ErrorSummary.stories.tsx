import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { FormField } from '../FormField';
import { SubmitButton } from '../SubmitButton';
import { validationMessages } from '../validation/messages';
import { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';

const failedSubmit: ErrorSummaryItem[] = [
  { fieldId: 'name', message: validationMessages.required },
  { fieldId: 'email', message: validationMessages.email },
];

/** The summary above a form's fields, as a screen lays it out. */
function WithFields(props: ErrorSummaryProps) {
  const errorFor = (fieldId: string) => props.errors.find((error) => error.fieldId === fieldId)?.message;
  return (
    <>
      <ErrorSummary {...props} />
      <FormField id="name" label="Nome completo" required value="" onChange={() => {}} error={errorFor('name')} />
      <FormField id="email" label="E-mail" value="maria@" onChange={() => {}} error={errorFor('email')} />
    </>
  );
}

function FailingForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(failedSubmit);
      }}
    >
      <WithFields errors={errors} />
      <SubmitButton>Criar conta</SubmitButton>
    </form>
  );
}

const meta = {
  title: 'Components/Form/ErrorSummary',
  component: ErrorSummary,
  render: (args) => <WithFields {...args} />,
  args: { errors: failedSubmit },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus on mount is covered by AfterFailedSubmit and the unit tests: Storybook hides the story while mounting it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('heading', { name: 'Corrija os campos abaixo' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Nome completo: ${validationMessages.required}`, '#name'],
      [`E-mail: ${validationMessages.email}`, '#email'],
    ]);
  },
};

export const LinkFocusesField: Story = {
  play: async ({ canvas, userEvent }) => {
    const hash = window.location.hash;
    await userEvent.click(canvas.getByRole('link', { name: `E-mail: ${validationMessages.email}` }));
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await expect(window.location.hash).toBe(hash);
  },
};

export const AfterFailedSubmit: Story = {
  render: () => <FailingForm />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: `Nome completo: ${validationMessages.required}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Nome completo/ })).toHaveFocus();
  },
};

export const CustomTitle: Story = {
  args: { title: 'Não foi possível criar sua conta', errors: [{ fieldId: 'name', message: validationMessages.required }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAccessibleName('Não foi possível criar sua conta');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
