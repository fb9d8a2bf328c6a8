export type {
  TermsConsentLabels,
  TermsConsentProps,
  TermsDocument,
  TermsLinkProps,
} from './terms-consent';
export { TermsConsent } from './terms-consent';
