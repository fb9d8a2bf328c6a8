// How payment methods are named to the member (translated). The channels' brand names are the same in every
// language: @nusa/api-client/payment-channels.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from './model/types';

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
