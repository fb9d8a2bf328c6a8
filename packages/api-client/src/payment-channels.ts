// The names of the payment channels (banks and e-wallets) as members know them: brands, the same in every
// language, so they live with the contract's PaymentChannel rather than in a feature's catalog. The checkout names
// the channel being paid and the account area the channel a booking was paid with; both read them here.
//
// The payment methods' names, on the other hand, are translated, and both features name them too. Their message
// descriptors live here once, marked `/*i18n*/` so that Lingui's extractor collects them into each catalog whose
// lingui.config.ts includes this file (packages/checkout, packages/account); a feature shows one with
// `i18n._(PAYMENT_METHOD_NAMES[method])`. Plain descriptors rather than the `msg` macro: this package has no
// catalog of its own and its build compiles no macros.
import type { components } from './generated/schema';

type PaymentChannel = components['schemas']['PaymentChannel'];
type PaymentMethod = components['schemas']['PaymentMethod'];

/** A Lingui message descriptor (what `msg` compiles to): the features' catalogs translate it. */
export interface PaymentMethodName {
  readonly id: string;
  readonly message: string;
}

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, PaymentMethodName>> = {
  virtual_account: /*i18n*/ { id: 'payment_method.virtual_account', message: 'Virtual account' },
  e_wallet: /*i18n*/ { id: 'payment_method.e_wallet', message: 'Dompet digital' },
  // A scheme's name, the same in every language; a descriptor all the same, so every method reads alike.
  qris: /*i18n*/ { id: 'payment_method.qris', message: 'QRIS' },
  credit_card: /*i18n*/ { id: 'payment_method.credit_card', message: 'Kartu kredit' },
  pay_at_hotel: /*i18n*/ { id: 'payment_method.pay_at_hotel', message: 'Bayar di hotel' },
};

export const PAYMENT_CHANNEL_NAMES: Readonly<Record<PaymentChannel, string>> = {
  bca: 'BCA',
  mandiri: 'Mandiri',
  bni: 'BNI',
  bri: 'BRI',
  permata: 'PermataBank',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
};
