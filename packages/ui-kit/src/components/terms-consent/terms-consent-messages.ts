// The consent box's words, shared by the forms that show it (the register modal in @nusa/auth-otp, the booking
// form in @nusa/checkout) instead of a copy in each. ui-kit has no catalog and compiles no macros: these are
// plain Lingui message descriptors marked `/*i18n*/`, which Lingui's extractor collects into each catalog whose
// lingui.config.ts includes this file (as @nusa/api-client's payment method names are); a form translates them
// with its own i18n instance.
import type { TermsConsentLabels } from './terms-consent';

/** A Lingui message descriptor (what `msg` compiles to): the features' catalogs translate it. */
export interface TermsConsentMessage {
  readonly id: string;
  readonly message: string;
}

export const TERMS_CONSENT_MESSAGES: Readonly<
  Record<keyof TermsConsentLabels | 'required', TermsConsentMessage>
> = {
  agree: /*i18n*/ { id: 'terms_consent.agree', message: 'Saya menyetujui' },
  terms: /*i18n*/ { id: 'terms_consent.terms', message: 'Syarat & Ketentuan' },
  and: /*i18n*/ { id: 'terms_consent.and', message: 'serta' },
  privacy: /*i18n*/ { id: 'terms_consent.privacy', message: 'Kebijakan Privasi' },
  // The form's validation message when the box is left empty.
  required: /*i18n*/ {
    id: 'terms_consent.required',
    message: 'Centang untuk menyetujui Syarat & Ketentuan dan Kebijakan Privasi',
  },
};

/** The sentence for TermsConsent, each word through `translate` (a form passes its `i18n._`). */
export function termsConsentLabels(translate: (message: TermsConsentMessage) => string): TermsConsentLabels {
  return {
    agree: translate(TERMS_CONSENT_MESSAGES.agree),
    terms: translate(TERMS_CONSENT_MESSAGES.terms),
    and: translate(TERMS_CONSENT_MESSAGES.and),
    privacy: translate(TERMS_CONSENT_MESSAGES.privacy),
  };
}
