// The member-rate displays that the results cards and the room rows share, in both languages (the English copy from
// the results catalog, one of the two catalogs lingui.config.ts gives this folder's messages).
import { loadTestI18n } from '@nusa/test-kit/i18n';
import { renderWithProviders } from '@nusa/test-kit/providers';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resultsCatalog } from '../results/results-catalog';
import { MemberRate, MemberTeaser } from './member-rate';

const signInLink = (children: ReactNode, className: string) => (
  <a href="?login=1" className={className}>
    {children}
  </a>
);

describe('MemberRate', () => {
  it('shows the member badge over the public price, struck through and named for screen readers', async () => {
    const { container } = renderWithProviders(
      <MemberRate publicPrice={900000} badgeClassName="badge" className="original" />,
    );
    expect(screen.getByText('Harga member')).toBeInTheDocument();
    expect(screen.getByText('Rp 900.000').closest('s')).toHaveTextContent('Harga umum Rp 900.000');
    expect(container.querySelector('s')).toHaveClass('original');
    await expectNoAxeViolations(container);
  });

  it('speaks English from the results catalog', async () => {
    const i18n = await loadTestI18n('en', [resultsCatalog]);
    renderWithProviders(<MemberRate publicPrice={900000} badgeClassName="badge" className="original" />, {
      i18n,
    });
    expect(screen.getByText('Member price')).toBeInTheDocument();
    expect(screen.getByText('Rp 900.000').closest('s')).toHaveTextContent('Public price Rp 900.000');
  });
});

describe('MemberTeaser', () => {
  it('makes the whole line, with what a member pays, the way to sign in', async () => {
    const { container } = renderWithProviders(
      <MemberTeaser
        memberPrice={810000}
        renderSignInLink={signInLink}
        className="teaser"
        linkClassName="link"
      />,
    );
    const link = screen.getByRole('link', { name: 'Harga member Rp 810.000 — masuk' });
    expect(link).toHaveAttribute('href', '?login=1');
    expect(link).toHaveClass('link');
    await expectNoAxeViolations(container);
  });

  it('speaks English from the results catalog', async () => {
    const i18n = await loadTestI18n('en', [resultsCatalog]);
    renderWithProviders(
      <MemberTeaser
        memberPrice={810000}
        renderSignInLink={signInLink}
        className="teaser"
        linkClassName="link"
      />,
      { i18n },
    );
    expect(screen.getByRole('link', { name: 'Member price Rp 810.000 — sign in' })).toBeInTheDocument();
  });
});
