import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Point, TravelType } from '../model/review-form';

export function pointName(i18n: I18n, point: Point): string {
  switch (point) {
    case 'cleanliness':
      return i18n._(msg`Kebersihan`);
    case 'comfort':
      return i18n._(msg`Kenyamanan`);
    case 'services':
      return i18n._(msg`Pelayanan`);
    case 'value_for_money':
      return i18n._(msg`Sesuai harga`);
  }
}

export function travelName(i18n: I18n, type: TravelType): string {
  switch (type) {
    case 'personal':
      return i18n._(msg`Pribadi`);
    case 'business':
      return i18n._(msg`Bisnis`);
    case 'family':
      return i18n._(msg`Keluarga`);
  }
}
