// The captcha token goes to the API as `captcha_token`; a refused or spent token resets the widget and the
// server's message shows at it, with everything typed kept. grecaptcha is a fake (no network in tests).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthPrompt } from '../auth-prompt';
import { authCopy } from '../test/auth-copy';
import { apiError, testConfig } from '../test/fake-auth-api';
import { member, token } from '../test/fixtures';
import { otpState, renderFlow as renderAuthFlow } from '../test/render-flow';
import type { AuthApi } from './auth-api';

const REFUSED = 'Verifikasi captcha gagal, coba lagi.';
const captchaRefused = () =>
  apiError({
    status: 422,
    code: 'captcha_failed',
    message: REFUSED,
    fieldErrors: { captcha_token: [REFUSED] },
  });

let widgets: { callback: (token: string) => void; expired: () => void }[] = [];
let resets: number[] = [];

beforeAll(authCopy.load);
beforeEach(() => {
  widgets = [];
  resets = [];
  // The script counts as loaded, so loadScript resolves without the network.
  const script = document.createElement('script');
  script.id = 'recaptcha-v2';
  script.dataset.loaded = '1';
  document.head.append(script);
  (globalThis as { grecaptcha?: unknown }).grecaptcha = {
    ready: (cb: () => void) => cb(),
    render: (
      _el: HTMLElement,
      options: { callback: (t: string) => void; 'expired-callback': () => void },
    ) => {
      widgets.push({ callback: options.callback, expired: options['expired-callback'] });
      return widgets.length - 1;
    },
    reset: (id: number) => resets.push(id),
  };
});
afterEach(() => {
  document.getElementById('recaptcha-v2')?.remove();
  delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
});

async function solve(value: string) {
  await waitFor(() => expect(widgets.length).toBeGreaterThan(0));
  act(() => widgets.at(-1)?.callback(value));
}

const renderFlow = (api: Partial<AuthApi>, prompt?: AuthPrompt) =>
  renderAuthFlow(api, prompt, { config: { ...testConfig, captchaSiteKey: 'site-key' } });

describe('captcha on e-mail sign-in', () => {
  it('sends the token; a refused token resets the widget, shows the message there and keeps the input', async () => {
    const loginWithEmail = vi
      .fn<AuthApi['loginWithEmail']>()
      .mockRejectedValueOnce(captchaRefused())
      .mockResolvedValueOnce(token);
    const { user, navigate } = await renderFlow({ loginWithEmail, fetchMember: async () => member });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(screen.getByLabelText(/Kata sandi/), 'rahasia1');
    const submit = screen.getByRole('button', { name: 'Masuk' });
    expect(submit).toBeDisabled();
    await solve('token-1');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(loginWithEmail).toHaveBeenLastCalledWith({
      email: 'sari@example.com',
      password: 'rahasia1',
      captcha_token: 'token-1',
    });
    expect(resets).toEqual([0]);
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sari@example.com');
    expect(screen.getByLabelText(/Kata sandi/)).toHaveValue('rahasia1');
    await solve('token-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(loginWithEmail).toHaveBeenLastCalledWith({
      email: 'sari@example.com',
      password: 'rahasia1',
      captcha_token: 'token-2',
    });
  });

  it('a wrong password also spends the token (the widget is reset for the next try)', async () => {
    const { user } = await renderFlow({
      loginWithEmail: async () => {
        throw apiError({ status: 401, message: 'Email dan/atau kata sandi salah' });
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(screen.getByLabelText(/Kata sandi/), 'salah');
    await solve('token-1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await screen.findByRole('alertdialog', { name: 'Oops' });
    expect(resets).toEqual([0]);
  });

  it('shows the unavailable message (503) at the captcha', async () => {
    const message = 'Captcha tidak dapat diverifikasi saat ini. Coba lagi nanti.';
    const { user } = await renderFlow({
      loginWithEmail: async () => {
        throw apiError({ status: 503, code: 'captcha_unavailable', message });
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(screen.getByLabelText(/Kata sandi/), 'rahasia1');
    await solve('token-1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('captcha on registration', () => {
  it('sends the token with register; when refused, back to the form and a new captcha registers with the same code', async () => {
    const requestOtp = vi.fn(async () => otpState);
    const register = vi
      .fn<AuthApi['register']>()
      .mockRejectedValueOnce(captchaRefused())
      .mockResolvedValueOnce(token);
    const { user } = await renderFlow(
      {
        checkRegistration: async () => undefined,
        requestOtp,
        verifyOtp: async () => undefined,
        register,
        fetchMember: async () => member,
      },
      { view: 'register' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Daftar' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama lengkap/ }), 'Sari Dewi');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Nomor ponsel/ }), '81234567890');
    await user.click(within(dialog).getByRole('checkbox', { name: /Saya menyetujui/ }));
    await solve('token-1');
    await user.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    const otp = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 dari 6' }));
    await user.keyboard('123456');
    await user.click(within(otp).getByRole('button', { name: 'Verifikasi' }));
    const phone = { phone_number_country_code: '62', phone_number: '81234567890' };
    expect(register).toHaveBeenLastCalledWith(
      expect.objectContaining({ ...phone, otp: '123456', captcha_token: 'token-1' }),
    );
    // Back on the form: everything typed is there, the message at a fresh widget.
    const again = await screen.findByRole('dialog', { name: 'Daftar' });
    expect(within(again).getByRole('alert')).toHaveTextContent(REFUSED);
    expect(within(again).getByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Sari Dewi');
    expect(within(again).getByRole('textbox', { name: /Email/ })).toHaveValue('sari@example.com');
    expect(within(again).getByRole('checkbox', { name: /Saya menyetujui/ })).toBeChecked();
    expect(within(again).getByRole('button', { name: 'Daftar' })).toBeDisabled();
    await solve('token-2');
    await user.click(within(again).getByRole('button', { name: 'Daftar' }));
    await screen.findByRole('dialog', { name: 'Selamat datang, Sari Dewi!' });
    expect(register).toHaveBeenLastCalledWith(
      expect.objectContaining({ ...phone, otp: '123456', captcha_token: 'token-2' }),
    );
    // The verified code was reused: no second code was requested.
    expect(requestOtp).toHaveBeenCalledTimes(1);
  });
});
