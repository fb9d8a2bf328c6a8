import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductType } from './model/partner-form';

/** The spec's product types as the form lists them. */
export function productTypeNames(i18n: I18n): Record<ProductType, string> {
  return {
    accommodation: i18n._(msg`Akomodasi`),
    airline: i18n._(msg`Maskapai`),
    hotel: i18n._(msg`Hotel`),
    tours_and_explore: i18n._(msg`Tur & jelajah`),
    marketing: i18n._(msg`Pemasaran`),
  };
}
