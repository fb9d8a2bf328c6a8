import { json } from '@nusa/test-kit/fake-fetch';
import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutPage } from './checkout-page';
import type { Cart } from './model/types';
import {
  apiFrame,
  CART_PATH,
  type CheckoutState,
  checkoutState,
  expiredCart,
  makeCart,
  makePayment,
  member,
  never,
  paidCart,
  payingCart,
  ROUTE_IDS,
  SERVER_TIME,
  START_PATH,
} from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree, a signed-in member, and the checkout
// API on the kit's fake fetch (./test/fixtures), each story with its own cart. Lingui comes from the preview.
const meta = {
  title: 'Checkout/CheckoutPage',
  component: CheckoutPage,
  decorators: [
    withProviders({
      path: CART_PATH,
      routeIds: ROUTE_IDS,
      session: member,
      frame: apiFrame(() => checkoutState()),
    }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: () => CheckoutState, path = CART_PATH): Story => ({
  parameters: { providers: { path, frame: apiFrame(state) } satisfies StoryProvidersOptions },
});
const withCart = (cart: () => Cart) => withState(() => checkoutState(cart()));

/** The details form: review, contact (from the member's profile), guest, requests, promo, prices, terms. */
export const BookingDetails: Story = {};

/** The room is being held (POST /api/carts on its way). */
export const CreatingTheCart: Story = withState(
  () => checkoutState(makeCart(), { createAnswer: never }),
  START_PATH,
);

/** The room went while the member looked: the error dialog with the way back to the hotel. */
export const RoomNotAvailable: Story = withState(
  () =>
    checkoutState(makeCart(), {
      createAnswer: () =>
        json({ message: 'Kamar tidak tersedia.', code: 'room_not_available' }, { status: 409 }),
    }),
  START_PATH,
);

/** No room of the hotel is left for the dates: pick another date. */
export const FullyBooked: Story = withState(
  () =>
    checkoutState(makeCart(), {
      createAnswer: () => json({ message: 'Hotel penuh.', code: 'fully_booked' }, { status: 409 }),
    }),
  START_PATH,
);

/** The creation failed for no reason of the room's (network, server): try again with the same key. */
export const CreationFailed: Story = withState(
  () => checkoutState(makeCart(), { createAnswer: () => json({ message: 'Server error' }, { status: 500 }) }),
  START_PATH,
);

/** The held price is not the one the hotel page showed. */
export const PriceChanged: Story = withCart(() =>
  makeCart({ price_change: { shown_price_per_night: 1_100_000, price_per_night: 1_200_000 } }),
);

/** A promo code applied: its discount in the price details. */
export const PromoApplied: Story = withCart(() =>
  makeCart({
    promo: { code: 'HEMAT10', title: 'Diskon kamar 10%', discount: 240_000, restricted_to: null },
    price_details: {
      room_total: 2_000_000,
      taxes_and_fees: 400_000,
      promo_discount: 240_000,
      total: 2_160_000,
    },
  }),
);

/** Four minutes left on the hold (the countdown has announced the 5-minute mark). */
export const HoldEndingSoon: Story = withCart(() =>
  makeCart({ expires_at: new Date(Date.parse(SERVER_TIME) + 4 * 60_000).toISOString() }),
);

/** The hold is over: the booking-expired notice, back to the same hotel and dates. */
export const Expired: Story = withCart(expiredCart);

/** A virtual account payment pending: the number to copy, the bank's guides, the countdown, polling. */
export const PendingVirtualAccount: Story = withCart(() => payingCart(makePayment('virtual_account')));

/** QRIS: the code to scan. */
export const PendingQris: Story = withCart(() => payingCart(makePayment('qris')));

/** An e-wallet: open its app, or pay on its page. */
export const PendingEWallet: Story = withCart(() => payingCart(makePayment('e_wallet')));

/** A card: on to the 3-D Secure page. */
export const PendingCard: Story = withCart(() => payingCart(makePayment('credit_card')));

/** The payment failed while the room is still held: choose another method. */
export const PaymentFailed: Story = withCart(() =>
  payingCart(makePayment('virtual_account', 'bca', { status: 'failed' })),
);

/** The payment time ran out with the hold: start again. */
export const PaymentExpired: Story = withCart(() => ({
  ...payingCart(makePayment('qris', null, { status: 'expired' })),
  status: 'expired',
  expires_at: SERVER_TIME,
}));

/** Paid: the booking code, what was booked, what happens next. */
export const Paid: Story = withCart(() => paidCart());

/** Pay at hotel: confirmed at once, paid at check-in. */
export const PayAtHotel: Story = withCart(() =>
  paidCart(makePayment('pay_at_hotel', null, { booking_code: 'NSB7K2QX' })),
);

/** Another member's cart, or none: not found. */
export const NotFound: Story = withState(
  () => checkoutState(),
  '/checkout?cart=11111111-2222-4333-8444-555555555555',
);

export const English: Story = { globals: { locale: 'en' } };

export const EnglishPendingVirtualAccount: Story = {
  ...PendingVirtualAccount,
  globals: { locale: 'en' },
};
