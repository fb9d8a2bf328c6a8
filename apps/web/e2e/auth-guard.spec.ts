// The `auth` guard end to end for /favorite and /account: a guest gets the sign-in modal and, once signed in,
// continues to the page they asked for. Demo members' passwords are only read here, never changed.
import { expect, test } from './clock';
import { DEMO_PASSWORD, hasSessionCookie } from './auth-support';

test.describe('auth: guarded routes', () => {
  test('a guest opening /favorite signs in and continues to /favorite', async ({ page }) => {
    await page.goto('/favorite');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorite$/);
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await expect(signIn.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await signIn.getByRole('textbox', { name: /E-?mail/ }).fill('putu@example.com');
    await signIn.getByLabel(/Kata sandi/).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/favorite$/);
    await expect(signIn).toBeHidden();
    expect(await hasSessionCookie(page)).toBe(true);
    // Signed in, a reload stays on the page.
    await page.reload();
    await expect(page).toHaveURL(/\/favorite$/);
  });

  test('a guest tapping Favorit signs in over the page they were on and continues to /favorite', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Favorit' })
      .click();
    const signIn = page.getByRole('dialog', { name: 'Masuk' });
    await expect(signIn).toBeVisible();
    // Still the home page under the modal; closing it leaves the visitor there.
    await expect(page).toHaveURL(/\/$/);
    await signIn.getByRole('button', { name: 'Tutup' }).click();
    await expect(signIn).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Favorit' })
      .click();
    await expect(signIn).toBeVisible();
    await signIn.getByRole('textbox', { name: /E-?mail/ }).fill('putu@example.com');
    await signIn.getByLabel(/Kata sandi/).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/favorite$/);
    await expect(signIn).toBeHidden();
  });

  test('a guest opening /account signs in (English) and continues to /account', async ({ page }) => {
    await page.goto('/account?lang=en');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount/);
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByText('Forgot password?')).toBeVisible();
    await signIn.getByRole('textbox', { name: /E-?mail/ }).fill('siti@example.com');
    await signIn.getByLabel(/Password/).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/account(\?lang=en)?$/);
    await expect(signIn).toBeHidden();
    expect(await hasSessionCookie(page)).toBe(true);
  });

  test('a refused session cookie (tampered token) counts as a guest on a guarded page', async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([
        { name: 'JASMINE_TOKEN', value: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', url: baseURL as string },
      ]);
    const check = page.waitForResponse((r) => r.url().includes('/api/members/auth/check-token'));
    await page.goto('/favorite');
    expect((await check).status()).toBe(401);
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffavorite$/);
    await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
    expect(await hasSessionCookie(page)).toBe(false);
  });
});
