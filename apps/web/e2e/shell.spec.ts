import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './clock';

const nav = (page: Page, name = /Navigasi utama|Main navigation/) => page.getByRole('navigation', { name });
const downloadBanner = (page: Page) =>
  page.getByRole('complementary', { name: /Unduh aplikasi Nusa Stay|Download the Nusa Stay app/ });

test.describe('shell', () => {
  test('renders the home page in Indonesian by default', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cari hotel di seluruh Indonesia' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(nav(page).getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
    await expect(downloadBanner(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('renders the home page in English with ?lang=en and remembers the choice', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find hotels all over Indonesia' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'ID Bahasa Indonesia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });

  test('bottom navigation goes to the right routes and marks the active item', async ({ page }) => {
    // Orders, favorites and profile are behind the `auth` guard: sign in a demo member first (the API's answer
    // sets the JASMINE_TOKEN cookie in the page's context). The guest case is in auth.spec.ts.
    const login = await page.request.post('/api/members/auth/login', {
      data: { email: 'andi@example.com', password: 'Rahasia123' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/');
    const targets = [
      ['Pesanan', '/account/history'],
      ['Favorit', '/favorite'],
      ['Profil', '/account'],
      ['Beranda', '/'],
    ] as const;
    for (const [name, path] of targets) {
      await nav(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(nav(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
    }
    await nav(page).getByRole('button', { name: 'Chat' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Chat belum tersedia' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('a dismissed download banner stays away for 2 hours', async ({ page }) => {
    await page.goto('/about');
    await expect(downloadBanner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Tutup banner unduh aplikasi' }).click();
    await expect(downloadBanner(page)).toBeHidden();

    await page.clock.fastForward('01:30:00');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    await expect(downloadBanner(page)).toBeHidden();

    // The page stays open past the 2 hours: the banner comes back on its own.
    await page.clock.fastForward('00:32:00');
    await expect(downloadBanner(page)).toBeVisible();
    await page.reload();
    await expect(downloadBanner(page)).toBeVisible();
  });

  test('shows the landscape notice on a phone held sideways, not on a desktop', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    await page.setViewportSize({ width: 851, height: 393 });
    await expect(page.getByText('Mode lanskap tidak didukung')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByText('Mode lanskap tidak didukung')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  });

  test("shows 'This page could not be found' for an unknown route in English", async ({ page }) => {
    await page.goto('/no/such/page?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('This page could not be found');
    await expect(page).toHaveTitle(/This page could not be found/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('redirects the old hotel detail URL with a 302 to /hotel/product/...', async ({ request }) => {
    const response = await request.get('/hotel/indonesia/bali/kuta/some-hotel/12', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(
      /^(http:\/\/localhost:4173)?\/hotel\/product\/indonesia\/bali\/kuta\/some-hotel\/12$/,
    );
  });

  test('is_mobile=true hides the header and the download banner', async ({ page }) => {
    await page.goto('/?is_mobile=true');
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(downloadBanner(page)).toHaveCount(0);
  });

  test('the home page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'serious/critical axe violations',
    ).toEqual([]);
  });
});
