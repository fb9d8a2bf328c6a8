import { linguiPreset } from '@nusa/lingui-config';

// The whole auth feature's copy is ONE lazy catalog, loaded when a modal or page of the feature first renders
// (src/flow/auth-catalog.ts). There is no first-route catalog on purpose: the shell loads every package's
// src/locales before its first render, and the entry glue (member slice, token check, guard) has no copy.
// The terms box's words are shared with the checkout form (@nusa/ui-kit terms-consent-messages.ts).
const TERMS_CONSENT_FILE = '../ui-kit/src/components/terms-consent/terms-consent-messages.ts';

export default linguiPreset({
  firstRoute: false,
  lazy: [{ path: 'src/flow/locales/auth', include: ['src', TERMS_CONSENT_FILE], exclude: ['src/test'] }],
});
