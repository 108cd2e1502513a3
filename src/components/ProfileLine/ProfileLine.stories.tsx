import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileLine } from './ProfileLine';

const meta = {
  title: 'Components/Form/ProfileLine',
  component: ProfileLine,
  args: { type: 'POINT_OF_SALES_BUYER', code: '11222333000181' },
} satisfies Meta<typeof ProfileLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointOfSalesBuyer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CNPJ: 11.222.333/0001-81')).toBeVisible();
  },
};

export const Retailer: Story = {
  args: { type: 'RETAILER', code: '12abc34501de35' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CNPJ: 12.ABC.345/01DE-35')).toBeVisible();
  },
};

export const IndustryEmployee: Story = {
  args: { type: 'INDUSTRY_EMPLOYEE', code: 'IND-00042' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IND-00042')).toBeVisible();
    await expect(canvas.queryByText(/CNPJ/)).not.toBeInTheDocument();
  },
};

export const WithoutCode: Story = {
  args: { code: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/CNPJ/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};

export const MarkupStaysText: Story = {
  args: { type: 'RETAILER', code: '<img src=x onerror="alert(1)">' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('CNPJ: <img src=x onerror="alert(1)">')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
