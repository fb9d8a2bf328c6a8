import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TermsConsent, type TermsConsentLabels } from './terms-consent';
import { TERMS_CONSENT_MESSAGES, termsConsentLabels } from './terms-consent-messages';

const labels: TermsConsentLabels = {
  agree: 'Saya menyetujui',
  terms: 'Syarat & Ketentuan',
  and: 'serta',
  privacy: 'Kebijakan Privasi',
};
const paths = { terms: '/terms-and-conditions', privacy: '/privacy-and-policy' };

describe('TermsConsent', () => {
  it('names the box by the whole sentence and links both documents in a new tab', async () => {
    render(
      <TermsConsent
        labels={labels}
        renderLink={(document, link) => <a href={paths[document]} {...link} />}
      />,
    );
    const box = screen.getByRole('checkbox', {
      name: 'Saya menyetujui Syarat & Ketentuan serta Kebijakan Privasi',
    });
    await userEvent.click(box);
    expect(box).toBeChecked();
    for (const [name, href] of [
      ['Syarat & Ketentuan', paths.terms],
      ['Kebijakan Privasi', paths.privacy],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
  });

  it('has no axe violations with an error', async () => {
    const { container } = render(
      <form>
        <TermsConsent
          labels={labels}
          required
          error="Centang untuk menyetujui Syarat & Ketentuan dan Kebijakan Privasi"
          renderLink={(document, link) => <a href={paths[document]} {...link} />}
        />
      </form>,
    );
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
  });
});

describe('termsConsentLabels', () => {
  it("puts every word of the sentence through the form's translation, by its shared message id", () => {
    const english: Record<string, string> = {
      'terms_consent.agree': 'I agree to the',
      'terms_consent.terms': 'Terms & Conditions',
      'terms_consent.and': 'and the',
      'terms_consent.privacy': 'Privacy Policy',
    };
    expect(termsConsentLabels((m) => english[m.id] ?? m.message)).toEqual({
      agree: 'I agree to the',
      terms: 'Terms & Conditions',
      and: 'and the',
      privacy: 'Privacy Policy',
    });
    // Untranslated, each is the Indonesian source the catalogs start from.
    expect(termsConsentLabels((m) => m.message)).toEqual(labels);
    expect(TERMS_CONSENT_MESSAGES.required.message).toBe(
      'Centang untuk menyetujui Syarat & Ketentuan dan Kebijakan Privasi',
    );
  });
});
