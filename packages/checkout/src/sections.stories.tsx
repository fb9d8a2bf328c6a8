import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { WithCheckoutCatalog } from './checkout-catalog';
import { Countdown } from './countdown';
import { PaymentMethods } from './payment-methods';
import { CopyNumber } from './payment/copy-number';
import { PaymentGuides } from './payment/payment-guides';
import { BookingReview } from './sections/booking-review';
import { PriceDetails } from './sections/price-details';
import { PromoCode } from './sections/promo-code';
import {
  apiFrame,
  CART_PATH,
  checkoutState,
  makeCart,
  makePayment,
  member,
  readyCart,
  ROUTE_IDS,
  stayItem,
} from './test/fixtures';

// The checkout's parts one by one, each with the copy of the checkout's catalog and the fake API under it.
const FakeApi = apiFrame(() => checkoutState());
function Frame({ children }: { children: ReactNode }) {
  return (
    <WithCheckoutCatalog fallback={null}>
      <FakeApi>
        <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>
      </FakeApi>
    </WithCheckoutCatalog>
  );
}

const meta = {
  title: 'Checkout/Sections',
  component: BookingReview,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [withProviders({ path: CART_PATH, routeIds: ROUTE_IDS, session: member, frame: Frame })],
  args: { item: stayItem, headingId: 'review' },
} satisfies Meta<typeof BookingReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hotel booking review: hotel, room, bed, dates and nights, guests, breakfast, cancellation, pay at hotel. */
export const Review: Story = {};

/** Without breakfast, non-refundable, no pay at hotel, with children. */
export const ReviewStrictRoom: Story = {
  args: {
    item: {
      ...stayItem,
      breakfast_included: false,
      refundable: false,
      pay_at_hotel: false,
      cancellation_policy: null,
      rooms: 2,
      adults: 4,
      children: [5, 8],
    },
  },
};

export const Prices: Story = { render: () => <PriceDetails cart={makeCart()} headingId="section" /> };

export const PricesWithPromo: Story = {
  render: () => (
    <PriceDetails
      headingId="section"
      cart={makeCart({
        promo: { code: 'HEMAT10', title: 'Diskon kamar', discount: 240_000, restricted_to: null },
        price_details: {
          room_total: 2_000_000,
          taxes_and_fees: 400_000,
          promo_discount: 240_000,
          total: 2_160_000,
        },
      })}
    />
  ),
};

export const PromoEmpty: Story = {
  render: () => <PromoCode cart={makeCart()} onCart={fn()} onInactive={fn()} headingId="section" />,
};

export const PromoAppliedForABank: Story = {
  render: () => (
    <PromoCode
      headingId="section"
      onCart={fn()}
      onInactive={fn()}
      cart={makeCart({
        promo: {
          code: 'BCAHEMAT',
          title: 'Diskon 10% dengan BCA',
          discount: 240_000,
          restricted_to: { methods: ['virtual_account'], channels: ['bca'] },
        },
      })}
    />
  ),
};

/** The hold countdown (the 30 minutes the server gave, counted on its clock). */
export const HoldCountdown: Story = {
  render: () => (
    <Countdown
      label="Selesaikan pemesanan dalam"
      deadline={{
        expiresAt: '2030-01-01T03:30:00Z',
        serverTime: '2030-01-01T03:00:00Z',
        receivedAt: Date.now(),
      }}
    />
  ),
};

export const Methods: Story = {
  render: () => <PaymentMethods cart={readyCart()} onPayment={fn()} onBack={fn()} onInactive={fn()} />,
};

/** A bank promo leaves out the other methods. */
export const MethodsWithBankPromo: Story = {
  render: () => (
    <PaymentMethods
      onPayment={fn()}
      onBack={fn()}
      onInactive={fn()}
      cart={readyCart({
        promo: {
          code: 'BCAHEMAT',
          title: 'Diskon BCA',
          discount: 240_000,
          restricted_to: { methods: ['virtual_account'], channels: ['bca'] },
        },
      })}
    />
  ),
};

export const VirtualAccountNumber: Story = {
  render: () => <CopyNumber value="3901081234567890" label="nomor virtual account" />,
};

/** How to pay at each of the bank's channels: ATM, mobile banking, internet banking. */
export const BankGuides: Story = {
  render: () => <PaymentGuides guides={makePayment('virtual_account').instructions?.guides ?? []} />,
};
