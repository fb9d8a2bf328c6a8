import type { ReactNode } from 'react';
import { Checkbox, type CheckboxProps } from '../checkbox/checkbox';

/** The sentence around the two links, in the caller's words (ui-kit has no copy of its own). */
export interface TermsConsentLabels {
  /** Before the first link, e.g. "Saya menyetujui". */
  agree: string;
  /** The terms' link text, e.g. "Syarat & Ketentuan". */
  terms: string;
  /** Between the links, e.g. "serta". */
  and: string;
  /** The privacy policy's link text, e.g. "Kebijakan Privasi". */
  privacy: string;
}

export type TermsDocument = 'terms' | 'privacy';

/** What the caller's link spreads: its text, and a new tab so that reading the terms leaves the form as it was. */
export interface TermsLinkProps {
  children: string;
  target: '_blank';
  rel: 'noreferrer';
}

export interface TermsConsentProps extends Omit<CheckboxProps, 'label'> {
  labels: TermsConsentLabels;
  /** ui-kit has no router: the caller renders each document's link (its typed route link) from `link`. */
  renderLink: (document: TermsDocument, link: TermsLinkProps) => ReactNode;
}

/** The "I agree to the terms and the privacy policy" box of a sign-up or a booking form. */
export function TermsConsent({ labels, renderLink, ...checkbox }: TermsConsentProps) {
  const link = (document: TermsDocument) =>
    renderLink(document, { children: labels[document], target: '_blank', rel: 'noreferrer' });
  return (
    <Checkbox
      {...checkbox}
      label={
        <>
          {labels.agree} {link('terms')} {labels.and} {link('privacy')}
        </>
      }
    />
  );
}
