import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoCode } from './promo-code';

const meta = {
  title: 'Promotions/PromoCode',
  component: PromoCode,
  args: { code: 'BCAHOTEL', ended: false, copy: async () => {} },
} satisfies Meta<typeof PromoCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the button: "copied" and the success banner. */
export const Copyable: Story = {};
/** A browser that refuses the clipboard: press the button for the failure banner. */
export const CopyFails: Story = {
  args: {
    copy: async () => {
      throw new Error('denied');
    },
  },
};
/** An ended promotion's code: shown, not copyable. */
export const Ended: Story = { args: { ended: true } };
