import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsConsent } from './terms-consent';

const paths = { terms: '/terms-and-conditions', privacy: '/privacy-and-policy' };

const meta = {
  title: 'UI Kit/TermsConsent',
  component: TermsConsent,
  args: {
    name: 'terms',
    labels: {
      agree: 'Saya menyetujui',
      terms: 'Syarat & Ketentuan',
      and: 'serta',
      privacy: 'Kebijakan Privasi',
    },
    renderLink: (document, link) => <a href={paths[document]} {...link} />,
  },
} satisfies Meta<typeof TermsConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Invalid: Story = {
  args: { required: true, error: 'Centang untuk menyetujui Syarat & Ketentuan dan Kebijakan Privasi' },
};
