import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingPage } from './pages';
import { accountState, booking, nonRefundableQuote, apiFrame, member } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the stateful fake (each story picks its state). Lingui comes from Storybook's preview.
const at = (state: Parameters<typeof apiFrame>[0]) =>
  ({ frame: apiFrame(state) }) satisfies StoryProvidersOptions;

const meta = {
  title: 'Account/BookingPage',
  component: BookingPage,
  decorators: [
    withProviders({
      path: '/account/my-booking?code=NS7K2Q9A',
      session: member,
      frame: apiFrame(() => accountState()),
    }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};

export const WaitingForPayment: Story = {
  parameters: { providers: { path: '/account/my-booking?code=NS5PEND1' } },
};

export const NonRefundable: Story = {
  parameters: { providers: at(() => accountState({ quotes: { NS7K2Q9A: nonRefundableQuote } })) },
};

export const CancelledWithRefund: Story = {
  parameters: {
    providers: at(() =>
      accountState({
        details: [
          booking({
            status: 'cancelled',
            cancelled_at: '2026-11-25T03:10:00Z',
            refund: {
              status: 'refunded',
              amount: 1_530_000,
              requested_at: '2026-11-25T03:10:00Z',
              refunded_at: '2026-11-25T04:00:00Z',
            },
          }),
        ],
      }),
    ),
  },
};

export const NotFound: Story = { parameters: { providers: { path: '/account/my-booking?code=NSNOPE00' } } };

export const Loading: Story = { parameters: { providers: at(() => accountState({ hang: true })) } };

export const Failed: Story = { parameters: { providers: at(() => accountState({ failWith: 500 })) } };

export const English: Story = { globals: { locale: 'en' } };
