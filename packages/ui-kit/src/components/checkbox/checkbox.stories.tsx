import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI Kit/Checkbox',
  component: Checkbox,
  args: { label: 'Kirimi saya info promo dan penawaran' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = { args: { description: 'Maksimal 2 email per minggu.' } };

export const TermsWithLinks: Story = {
  args: {
    label: (
      <>
        Saya setuju dengan <a href="/terms-and-conditions">Syarat & Ketentuan</a> serta{' '}
        <a href="/privacy-and-policy">Kebijakan Privasi</a>
      </>
    ),
    error: 'Anda harus menyetujui Syarat & Ketentuan',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
