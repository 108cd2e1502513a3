import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { validationMessages } from '../validation/messages';
import { ConsentCheckbox, type ConsentCheckboxProps } from './ConsentCheckbox';
import { OffersConsentLabel, TermsConsentLabel } from './ConsentLabels';

function Controlled(props: ConsentCheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <ConsentCheckbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const terms = (
  <TermsConsentLabel
    termsUrl="https://programa.exemplo.com.br/termos"
    privacyUrl="https://programa.exemplo.com.br/privacidade"
    rulesUrl="https://programa.exemplo.com.br/regulamento"
  />
);

const meta = {
  title: 'Components/Form/ConsentCheckbox',
  component: ConsentCheckbox,
  render: (args) => <Controlled {...args} />,
  args: { id: 'acceptsUserTerms', name: 'acceptsUserTerms', label: terms, checked: false, required: true, onChange: fn() },
} satisfies Meta<typeof ConsentCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /^Li e aceito os Termos de Serviço/ });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleName(
      'Li e aceito os Termos de Serviço (abre em nova aba), a Política de Privacidade (abre em nova aba) e o Regulamento (abre em nova aba).',
    );
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const LinksOpenInNewTab: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://programa.exemplo.com.br/termos',
      'https://programa.exemplo.com.br/privacidade',
      'https://programa.exemplo.com.br/regulamento',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(abre em nova aba\)$/);
    }
    await expect(canvas.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' })).toBeVisible();
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /^Li e aceito/ });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: validationMessages.acceptsUserTerms },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /^Li e aceito/ });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('aria-describedby', 'acceptsUserTerms-error');
    await expect(checkbox).toHaveAccessibleDescription(`Erro: ${validationMessages.acceptsUserTerms}`);
    await expect(canvas.getByText(validationMessages.acceptsUserTerms)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Li e aceito/ })).toBeDisabled();
  },
};

export const Offers: Story = {
  args: { id: 'acceptsReceiveOffers', name: 'acceptsReceiveOffers', label: <OffersConsentLabel />, required: false },
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Quero receber ofertas e novidades por e-mail e SMS.' });
    await expect(checkbox).not.toBeRequired();
    await expect(checkbox).not.toHaveAttribute('aria-describedby');
    await userEvent.click(canvas.getByText('Quero receber ofertas e novidades por e-mail e SMS.'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
