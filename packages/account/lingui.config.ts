import { linguiPreset } from '@nusa/lingui-config';

// The payment methods' names are shared with the other feature that names them (@nusa/api-client
// payment-channels.ts, PAYMENT_METHOD_NAMES); this catalog translates them.
const PAYMENT_METHOD_NAMES_FILE = '../api-client/src/payment-channels.ts';

// The page's copy is one lazy catalog, loaded with the page (src/account-catalog.ts), so this package adds
// nothing to the first route. Copy that a first screen needs would go to the first-route catalog instead
// (src/locales/{id,en}.po: drop `firstRoute: false`), which the shell loads before its first render.
export default linguiPreset({
  firstRoute: false,
  lazy: [{ path: 'src/locales/account', include: ['src', PAYMENT_METHOD_NAMES_FILE], exclude: ['src/test'] }],
});
