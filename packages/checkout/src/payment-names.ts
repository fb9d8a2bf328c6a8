// How methods and channels are named to the member. Brand names are not translated; the methods are.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentChannel, PaymentMethod } from './model/types';

export const CHANNEL_NAMES: Record<PaymentChannel, string> = {
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

export function methodName(i18n: I18n, method: PaymentMethod): string {
  switch (method) {
    case 'virtual_account':
      return i18n._(msg`Virtual account`);
    case 'e_wallet':
      return i18n._(msg`Dompet digital`);
    case 'qris':
      return 'QRIS';
    case 'credit_card':
      return i18n._(msg`Kartu kredit`);
    case 'pay_at_hotel':
      return i18n._(msg`Bayar di hotel`);
  }
}
