import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewsPage } from './pages';
import { accountState } from './test/fixtures';
import { renderAccount, useAccountTestSetup } from './test/render-account';

useAccountTestSetup();

describe('ReviewsPage', () => {
  it('lists stays awaiting a review, each leading to its form', async () => {
    await renderAccount(<ReviewsPage />, '/account/review');
    expect(await screen.findByRole('tab', { name: 'Menunggu ulasan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Hotel Santika Seminyak' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Tulis ulasan Hotel Santika Seminyak' })).toHaveAttribute(
      'href',
      '/account/review/hotel/55',
    );
    expect(panel).toHaveTextContent('Ulas sebelum Sab, 12 Des 2026');
  });

  it('shows the reviews sent in the other tab', async () => {
    const { user } = await renderAccount(<ReviewsPage />, '/account/review');
    await user.click(await screen.findByRole('tab', { name: 'Sudah diulas' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Nyaman dan bersih')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Lihat ulasan Aston Priority Simatupang' }),
    ).toHaveAttribute('href', '/account/review/hotel/48');
  });

  it('says when nothing awaits a review', async () => {
    await renderAccount(<ReviewsPage />, '/account/review', accountState({ reviews: [] }));
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada yang menunggu ulasan' }),
    ).toBeInTheDocument();
  });

  it('speaks English and has no axe violations', async () => {
    await renderAccount(<ReviewsPage />, '/account/review', accountState(), { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Review Hotel Santika Seminyak' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
