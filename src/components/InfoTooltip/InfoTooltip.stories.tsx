import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfoTooltip } from './InfoTooltip';
import { infoTooltipMessages } from './messages';

const meta = {
  title: 'Components/Form/InfoTooltip',
  component: InfoTooltip,
  args: { subject: 'E-mail', text: infoTooltipMessages.email },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mais informações sobre E-mail' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAccessibleDescription(infoTooltipMessages.email);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const OpenOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Mais informações sobre E-mail' });
    await userEvent.hover(button);
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await userEvent.hover(tooltip);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.unhover(tooltip);
    await userEvent.hover(button);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(infoTooltipMessages.email);
  },
};

export const OpenOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Mais informações sobre E-mail' });
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(infoTooltipMessages.email);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

export const OpenOnTap: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Mais informações sobre E-mail' });
    await userEvent.pointer([{ keys: '[TouchA]', target: button }]);
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(infoTooltipMessages.email);
    await userEvent.pointer([{ keys: '[TouchA]', target: button }]);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.click(button);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(button);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
  },
};

export const AlignedToEnd: Story = {
  args: { subject: 'CPF', text: infoTooltipMessages.cpf, align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Mais informações sobre CPF' }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(infoTooltipMessages.cpf);
  },
};
