// How payment methods are named to the member, translated by this package's catalog from the descriptors the
// account area shares (@nusa/api-client/payment-channels, where the channels' brand names also live).
import type { I18n } from '@lingui/core';
import { PAYMENT_METHOD_NAMES } from '@nusa/api-client/payment-channels';
import type { PaymentMethod } from './model/types';

export function methodName(i18n: I18n, method: PaymentMethod): string {
  return i18n._(PAYMENT_METHOD_NAMES[method]);
}
