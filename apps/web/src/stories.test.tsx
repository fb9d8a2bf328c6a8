// Every shell story renders on its own, without a backend, and shows what it is about. Lingui is the Storybook
// preview's (apps/storybook/.storybook/preview.tsx, through the kit's `storyLingui`): the first-route catalogs of
// the shell and its packages (`virtual:nusa-catalogs`) in the shared i18n instance, in the story's `locale` global.
import { describeStories, setUpStories } from '@nusa/test-kit/stories-test';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogLoaders } from './i18n/catalogs.ts';
import * as AppHeaderStories from './layout/app-header.stories.tsx';
import * as BottomNavStories from './layout/bottom-nav.stories.tsx';
import * as DownloadBannerStories from './layout/download-banner.stories.tsx';
import * as ErrorDialogStories from './layout/error-dialog.stories.tsx';
import * as LandscapeNoticeStories from './layout/landscape-notice.stories.tsx';
import * as RootLayoutStories from './layout/root-layout.stories.tsx';
import * as ErrorPageStories from './pages/error-page.stories.tsx';

setUpStories(catalogLoaders);

const nav = () => screen.getByRole('navigation', { name: 'Navigasi utama' });

/** What each story must show; a story without an entry fails, so new stories get checked too. */
const expectations: Record<string, Record<string, () => Promise<void>>> = {
  DownloadBanner: {
    Shown: async () => {
      const banner = await screen.findByRole('complementary', { name: 'Unduh aplikasi Nusa Stay' });
      expect(within(banner).getByRole('link', { name: 'Unduh' })).toHaveAttribute('href', '/download');
      expect(within(banner).getByRole('button', { name: 'Tutup banner unduh aplikasi' })).toBeInTheDocument();
    },
    ShownInEnglish: async () => {
      const banner = await screen.findByRole('complementary', { name: 'Download the Nusa Stay app' });
      expect(banner).toHaveTextContent('Book hotels faster and get app-only deals.');
      expect(within(banner).getByRole('link', { name: 'Download' })).toBeInTheDocument();
    },
  },
  AppHeader: {
    TopOfPage: async () => {
      const header = await screen.findByRole('banner');
      expect(header).toHaveAttribute('data-solid', 'false');
      expect(within(header).getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
      expect(
        within(header).getByRole('button', { name: 'ID Bahasa Indonesia', pressed: true }),
      ).toBeInTheDocument();
    },
    Scrolled: async () => {
      const header = await screen.findByRole('banner');
      expect(within(header).getByRole('link', { name: 'Nusa Stay' })).toHaveAttribute('href', '/');
    },
    OnHome: async () => {
      const header = await screen.findByRole('banner');
      expect(within(header).queryByRole('button', { name: 'Kembali' })).not.toBeInTheDocument();
    },
  },
  BottomNav: {
    HomeActive: async () => {
      expect(await screen.findByRole('link', { name: 'Beranda', current: 'page' })).toBeInTheDocument();
      expect(within(nav()).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    },
    OrdersActive: async () => {
      expect(await screen.findByRole('link', { name: 'Pesanan', current: 'page' })).toBeInTheDocument();
      expect(within(nav()).getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
    },
    ChatBadge: async () => {
      const chat = await screen.findByRole('button', { name: 'Chat, 3 pesan belum dibaca' });
      expect(within(chat).getByRole('img', { name: '3 pesan belum dibaca' })).toHaveTextContent(/^3$/);
    },
    ChatBadgeOverNine: async () => {
      const chat = await screen.findByRole('button', { name: 'Chat, 12 pesan belum dibaca' });
      expect(within(chat).getByRole('img', { name: '12 pesan belum dibaca' })).toHaveTextContent('9+');
    },
  },
  ErrorDialog: {
    WithoutButtonUrl: async () => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Pemesanan gagal' });
      expect(dialog).toHaveTextContent('Kamar yang Anda pilih baru saja habis');
      expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    },
    WithButtonUrl: async () => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Sesi Anda berakhir' });
      expect(within(dialog).getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    },
  },
  LandscapeNotice: {
    Default: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Mode lanskap tidak didukung');
    },
  },
  RootLayout: {
    WithPage: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Halaman contoh' })).toBeVisible();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Unduh aplikasi Nusa Stay' })).toBeInTheDocument();
      expect(nav()).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    },
    Navigating: async () => {
      // The bar appears once the navigation has lasted longer than its 200 ms throttle.
      expect(await screen.findByRole('progressbar', { name: 'Memuat halaman' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Halaman contoh' })).toBeInTheDocument();
    },
    NotFound: async () => {
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Ups! Halaman ini tidak dapat ditemukan',
      );
      expect(nav()).toBeInTheDocument();
    },
  },
  ErrorPage: {
    NotFound: async () => {
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Ups! Halaman ini tidak dapat ditemukan',
      );
      expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    },
    ServerError: async () => {
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ups! Terjadi kesalahan');
      expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    },
    Fallback: async () => {
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Terjadi kesalahan saat menampilkan halaman kesalahan',
      );
      expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
    },
  },
};

describeStories(
  {
    DownloadBanner: DownloadBannerStories,
    AppHeader: AppHeaderStories,
    BottomNav: BottomNavStories,
    ErrorDialog: ErrorDialogStories,
    LandscapeNotice: LandscapeNoticeStories,
    RootLayout: RootLayoutStories,
    ErrorPage: ErrorPageStories,
  },
  async ({ file, name }) => {
    const check = expectations[file]?.[name];
    expect(check, `no expectation for ${file}.${name}`).toBeDefined();
    await check!();
  },
);

describe('story harness', () => {
  it('switches the shell copy with the locale global, as the Storybook toolbar does', async () => {
    const { ChatBadgeOverNine } = composeStories(BottomNavStories, { initialGlobals: { locale: 'en' } });
    await act(async () => {
      render(<ChatBadgeOverNine />);
    });
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(menu).getByRole('img', { name: '12 unread messages' })).toHaveTextContent('9+');
  });

  it('closes the error dialog and goes to its button URL', async () => {
    const { WithButtonUrl } = composeStories(ErrorDialogStories);
    await act(async () => {
      render(<WithButtonUrl />);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Sesi Anda berakhir' });
    await act(async () => {
      within(dialog).getByRole('button', { name: 'Masuk' }).click();
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
