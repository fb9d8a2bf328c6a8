export type {
  TermsConsentLabels,
  TermsConsentProps,
  TermsDocument,
  TermsLinkProps,
} from './terms-consent';
export { TermsConsent } from './terms-consent';
export {
  TERMS_CONSENT_MESSAGES,
  type TermsConsentMessage,
  termsConsentLabels,
} from './terms-consent-messages';
