import { linguiPreset } from '@nusa/lingui-config';

// The payment methods' names are shared with the other feature that names them (@nusa/api-client
// payment-channels.ts, PAYMENT_METHOD_NAMES); this catalog translates them.
const PAYMENT_METHOD_NAMES_FILE = '../api-client/src/payment-channels.ts';
// The terms box's words, shared with the register modal (@nusa/ui-kit terms-consent-messages.ts).
const TERMS_CONSENT_FILE = '../ui-kit/src/components/terms-consent/terms-consent-messages.ts';

// The page's copy is one lazy catalog, loaded with the page (src/checkout-catalog.ts), so this package adds
// nothing to the first route. Copy that a first screen needs would go to the first-route catalog instead
// (src/locales/{id,en}.po: drop `firstRoute: false`), which the shell loads before its first render.
export default linguiPreset({
  firstRoute: false,
  lazy: [
    {
      path: 'src/locales/checkout',
      include: ['src', PAYMENT_METHOD_NAMES_FILE, TERMS_CONSENT_FILE],
      exclude: ['src/test'],
    },
  ],
});
