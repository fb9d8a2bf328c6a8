// The pages of written copy: about, FAQ, the two legal texts and the app download, in both languages, with their
// links going through the router, the FAQ's disclosures and no axe violations.
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './about-page';
import { FAQ } from './content/faq';
import { PRIVACY, TERMS } from './content/legal';
import { DownloadPage, STORE_LINKS } from './download-page';
import { FaqPage } from './faq-page';
import { infoCatalog } from './info-catalog';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { ROUTES } from './test/fixtures';

const copy = testCatalogs([infoCatalog]);
beforeAll(copy.load);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const render = (page: ReactElement, path: string, lang: Lang = 'id') =>
  renderRoute(page, { path, routeIds: [path], i18n: copy.i18n(lang) });

describe('AboutPage', () => {
  it('says who we are and links the family of products through the router', async () => {
    const { user, router } = await render(<AboutPage />, ROUTES.about);
    expect(screen.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeInTheDocument();
    expect(document.title).toBe('Tentang Kami | Nusa Stay');
    const family = screen.getByRole('region', { name: 'Keluarga Nusa Stay' });
    expect(
      within(family)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hotel', 'Tiket pesawat Citilink', 'Promo', 'Program mitra']);
    await user.click(within(family).getByRole('link', { name: 'Jadi mitra kami' }));
    expect(await screen.findByText('Halaman lain: /be-our-partner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/be-our-partner');
  });

  it('speaks English and has no axe violations', async () => {
    await render(<AboutPage />, ROUTES.about, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in the flight e-form' })).toHaveAttribute(
      'href',
      '/eform-citilink',
    );
    await expectNoAxeViolations();
  });
});

describe('FaqPage', () => {
  it('groups the questions, each a button that shows and hides its answer', async () => {
    const { user } = await render(<FaqPage />, ROUTES.faq);
    expect(screen.getByRole('heading', { level: 1, name: 'Pertanyaan Umum' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pemesanan',
      'Pembayaran',
      'Pembatalan dan pengembalian dana',
      'Akun',
      'Promo',
    ]);
    const questions = FAQ.flatMap((group) => group.entries);
    expect(screen.getAllByRole('button')).toHaveLength(questions.length);
    const hold = screen.getByRole('button', { name: 'Berapa lama kamar ditahan untuk saya?' });
    expect(hold).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(hold.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    await user.click(hold);
    expect(hold).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('ditahan selama 30 menit');
    await user.click(hold);
    expect(answer).not.toBeVisible();
  });

  it('answers with the app’s real rules, in English too, with no axe violations', async () => {
    const { user } = await render(<FaqPage />, ROUTES.faq, 'en');
    const otp = screen.getByRole('button', { name: 'How do I sign in to my account?' });
    await user.click(otp);
    expect(document.getElementById(otp.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'a 6-digit OTP code sent by WhatsApp (valid for 5 minutes)',
    );
    await user.click(screen.getByRole('button', { name: 'Can I cancel a booking?' }));
    expect(screen.getByText(/00:00 WIB \(Jakarta time\)/)).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('legal pages', () => {
  it('numbers the terms, lists them in a table of contents and dates the text', async () => {
    await render(<TermsPage />, ROUTES.terms);
    expect(screen.getByRole('heading', { level: 1, name: 'Syarat & Ketentuan' })).toBeInTheDocument();
    expect(screen.getByText(/Terakhir diperbarui/)).toHaveTextContent(
      'Terakhir diperbarui: Rab, 25 Nov 2026',
    );
    const toc = screen.getByRole('navigation', { name: 'Daftar isi' });
    expect(within(toc).getAllByRole('link')).toHaveLength(TERMS.length);
    expect(within(toc).getByRole('link', { name: 'Pembatalan dan pengembalian dana' })).toHaveAttribute(
      'href',
      '#cancellation',
    );
    const sections = screen.getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(TERMS.length);
    // An ordered list: the numbers are the document's.
    expect(sections[0]?.closest('ol')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('says what the privacy policy stores, in English', async () => {
    await render(<PrivacyPage />, ROUTES.privacy, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent('Wed, 25 Nov 2026');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(PRIVACY.length);
    expect(screen.getByText(/argon2id/)).toBeInTheDocument();
    expect(screen.getByText(/never stored on our servers/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('DownloadPage', () => {
  it('links both stores with text and says what the app offers', async () => {
    await render(<DownloadPage />, ROUTES.download);
    expect(screen.getByRole('heading', { level: 1, name: 'Unduh Aplikasi Nusa Stay' })).toBeInTheDocument();
    const stores = screen.getByRole('list', { name: 'Toko aplikasi' });
    expect(within(stores).getByRole('link', { name: 'Dapatkan di Google Play' })).toHaveAttribute(
      'href',
      STORE_LINKS.googlePlay,
    );
    expect(within(stores).getByRole('link', { name: 'Unduh di App Store' })).toHaveAttribute(
      'href',
      STORE_LINKS.appStore,
    );
    expect(screen.getByRole('link', { name: 'Cari hotel sekarang' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations();
  });

  it('speaks English', async () => {
    await render(<DownloadPage />, ROUTES.download, 'en');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
  });
});
