// The names of the payment channels (banks and e-wallets) as members know them: brands, the same in every
// language, so they live with the contract's PaymentChannel rather than in a feature's catalog. The checkout names
// the channel being paid and the account area the channel a booking was paid with; both read them here.
import type { components } from './generated/schema';

type PaymentChannel = components['schemas']['PaymentChannel'];

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
