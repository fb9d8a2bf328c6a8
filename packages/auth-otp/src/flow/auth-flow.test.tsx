import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authCopy } from '../test/auth-copy';
import { apiError } from '../test/fake-auth-api';
import { member, token } from '../test/fixtures';
import { NOW, otpState, renderFlow } from '../test/render-flow';
import { EMAIL_FOR_REGISTER } from './auth-flow';

beforeAll(authCopy.load);

describe('sign-in modal', () => {
  it('has both tabs, the social buttons, the register link and the complaint notice, without axe violations', async () => {
    await renderFlow({});
    const dialog = await screen.findByRole('dialog', { name: 'Masuk' });
    expect(within(dialog).getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Nomor ponsel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Facebook' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Daftar' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('complementary', { name: 'Layanan pengaduan konsumen' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  }, 20_000);

  it('shows the validation messages in English', async () => {
    const { user } = await renderFlow({}, { view: 'signIn' }, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'sari@');
    await user.tab();
    expect(await screen.findByText('Your email format is wrong')).toBeInTheDocument();
  });

  it('signs in by e-mail, stores the session, fetches the member and continues to the intended page', async () => {
    const loginWithEmail = vi.fn(async () => token);
    const { user, session, onClose, navigate } = await renderFlow({
      loginWithEmail,
      fetchMember: async () => member,
    });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), ' sari@example.com ');
    await user.type(screen.getByLabelText(/Kata sandi/), 'rahasia1');
    await user.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(screen.getByLabelText(/Kata sandi/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(loginWithEmail).toHaveBeenCalledWith({ email: 'sari@example.com', password: 'rahasia1' });
    expect(session.calls).toEqual(['signedIn:jwt-token:false', 'setUser:7']);
    expect(onClose).toHaveBeenCalled();
  });

  it('wrong credentials: the Oops dialog; the typed e-mail is kept', async () => {
    const { user } = await renderFlow({
      loginWithEmail: async () => {
        throw apiError({ status: 401, message: 'Email dan/atau kata sandi salah' });
      },
    });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.type(email, 'sari@example.com');
    await user.type(screen.getByLabelText(/Kata sandi/), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Oops' });
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('sari@example.com');
  });

  it('a deleted account offers to register again with the e-mail prefilled', async () => {
    const { user } = await renderFlow({
      loginWithEmail: async () => {
        throw apiError({ status: 403, message: 'deleted', accountStatus: 'deleted' });
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'gone@example.com');
    await user.type(screen.getByLabelText(/Kata sandi/), 'x');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Akun sudah dihapus' });
    await user.click(within(alert).getByRole('button', { name: 'Daftar lagi' }));
    const register = await screen.findByRole('dialog', { name: 'Daftar' });
    expect(within(register).getByRole('textbox', { name: /Email/ })).toHaveValue('gone@example.com');
    expect(sessionStorage.getItem(EMAIL_FOR_REGISTER)).toBeNull();
  });
});

describe('phone sign-in with a WhatsApp code', () => {
  it('strips leading zeros, requests the code, verifies it and signs in', async () => {
    const checkLoginPhone = vi.fn(async () => ({ registered: true, status: 'active' as const }));
    const requestOtp = vi.fn(async () => otpState);
    const loginWithPhone = vi.fn(async () => token);
    const { user, navigate } = await renderFlow({
      checkLoginPhone,
      requestOtp,
      loginWithPhone,
      fetchMember: async () => member,
    });
    await user.click(await screen.findByRole('tab', { name: 'Nomor ponsel' }));
    await user.type(screen.getByRole('textbox', { name: /Nomor ponsel/ }), '0812345');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByText('Minimal 9 digit')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nomor ponsel/ }), '67890');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const otp = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    const phone = { phone_number_country_code: '62', phone_number: '81234567890' };
    expect(checkLoginPhone).toHaveBeenCalledWith(phone);
    expect(requestOtp).toHaveBeenCalledWith({ ...phone, type: 'login' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 dari 6' }));
    await user.keyboard('123456');
    await user.click(within(otp).getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(loginWithPhone).toHaveBeenCalledWith({ ...phone, otp: '123456' });
  });

  it('a wrong code shows the message and the invalid-code hint', async () => {
    const { user } = await renderFlow({
      checkLoginPhone: async () => ({ registered: true, status: 'active' }),
      requestOtp: async () => otpState,
      loginWithPhone: async () => {
        throw apiError({ status: 422, message: 'Kode OTP salah', fieldErrors: { otp: ['Kode OTP salah'] } });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Nomor ponsel' }));
    await user.type(screen.getByRole('textbox', { name: /Nomor ponsel/ }), '81234567890');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const otp = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 dari 6' }));
    await user.keyboard('000000');
    await user.click(within(otp).getByRole('button', { name: 'Verifikasi' }));
    expect(await within(otp).findByText('Kode tidak valid')).toBeInTheDocument();
    expect(within(otp).getByText('Kode OTP salah')).toBeInTheDocument();
  });

  it('a lockout (next_interval 3600) shows the wait dialog and 59:59', async () => {
    const { user } = await renderFlow({
      checkLoginPhone: async () => ({ registered: true, status: 'active' }),
      requestOtp: async () => ({ otp_index: 4, next_interval: 3600, expire_in_timestamp: NOW / 1000 + 3600 }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Nomor ponsel' }));
    await user.type(screen.getByRole('textbox', { name: /Nomor ponsel/ }), '81234567890');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const wait = await screen.findByRole('alertdialog', { name: 'Batas permintaan kode tercapai' });
    expect(wait).toHaveTextContent('Tunggu 60 menit');
    expect(screen.getByText('59:59')).toBeInTheDocument();
  });

  it('checks the number again before a resend, and sends nothing when the check fails', async () => {
    const calls: string[] = [];
    let checkFails = false;
    const { user } = await renderFlow({
      checkLoginPhone: async () => {
        calls.push('check');
        if (checkFails) throw apiError({ status: 429, message: 'Terlalu banyak permintaan.' });
        return { registered: true, status: 'active' };
      },
      requestOtp: async () => {
        calls.push('request');
        // The resend link shows at once.
        return { ...otpState, next_interval: 0 };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Nomor ponsel' }));
    await user.type(screen.getByRole('textbox', { name: /Nomor ponsel/ }), '81234567890');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const otp = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    await user.click(within(otp).getByRole('button', { name: 'Kirim ulang kode' }));
    await waitFor(() => expect(calls).toEqual(['check', 'request', 'check', 'request']));
    checkFails = true;
    await user.click(within(otp).getByRole('button', { name: 'Kirim ulang kode' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Terlalu banyak permintaan.');
    expect(calls).toEqual(['check', 'request', 'check', 'request', 'check']);
  });
});

describe('registration', () => {
  it('validates, requests the register code, verifies, registers and welcomes', async () => {
    const checkRegistration = vi.fn(async () => undefined);
    const requestOtp = vi.fn(async () => otpState);
    const verifyOtp = vi.fn(async () => undefined);
    const register = vi.fn(async () => token);
    const { user, session, navigate } = await renderFlow(
      { checkRegistration, requestOtp, verifyOtp, register, fetchMember: async () => member },
      { view: 'register' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Daftar' });
    await user.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    expect(await within(dialog).findAllByText('Kolom ini wajib diisi')).toHaveLength(3);
    expect(within(dialog).getByText(/Centang untuk menyetujui/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(dialog).getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/privacy-and-policy',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Nama lengkap/ }), 'Sari Dewi');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Nomor ponsel/ }), '081234567890');
    await user.click(within(dialog).getByRole('checkbox', { name: /Kirimi saya promo/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Saya menyetujui/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    const otp = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    const phone = { phone_number_country_code: '62', phone_number: '81234567890' };
    expect(checkRegistration).toHaveBeenCalledWith({ ...phone, email: 'sari@example.com' });
    expect(requestOtp).toHaveBeenCalledWith({ ...phone, type: 'register' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 dari 6' }));
    await user.keyboard('123456');
    await user.click(within(otp).getByRole('button', { name: 'Verifikasi' }));
    const welcome = await screen.findByRole('dialog', { name: 'Selamat datang, Sari Dewi!' });
    expect(register).toHaveBeenCalledWith({
      ...phone,
      fullname: 'Sari Dewi',
      email: 'sari@example.com',
      newsletter: true,
      termconditions: true,
      source: 'email',
      otp: '123456',
    });
    expect(session.calls[0]).toBe('signedIn:jwt-token:true');
    await user.click(within(welcome).getByRole('button', { name: 'Lanjut' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('shows server-side errors in place and keeps the input', async () => {
    const { user } = await renderFlow(
      {
        checkRegistration: async () => {
          throw apiError({
            status: 422,
            message: 'taken',
            fieldErrors: { email: ['Email sudah terdaftar'] },
          });
        },
      },
      { view: 'register' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Daftar' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama lengkap/ }), 'Sari Dewi');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Nomor ponsel/ }), '81234567890');
    await user.click(within(dialog).getByRole('checkbox', { name: /Saya menyetujui/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    expect(await within(dialog).findByText('Email sudah terdaftar')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Sari Dewi');
  });

  it('social sign-up (local test provider) prefills the form and locks the e-mail', async () => {
    const socialCheck = vi.fn(async () => ({ registered: false, status: null }));
    const { user } = await renderFlow({ socialCheck });
    await user.click(await screen.findByRole('button', { name: 'Google' }));
    const local = await screen.findByRole('dialog', { name: /Penyedia identitas uji/ });
    await user.click(within(local).getByRole('button', { name: 'Lanjut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daftar' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('social.tester@example.com');
    expect(within(dialog).getByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Social Tester');
  });
});

describe('forgot password', () => {
  it('keeps the button disabled while empty or invalid; 422 offers registration', async () => {
    const { user } = await renderFlow({
      sendPasswordReset: async () => {
        throw apiError({ status: 422, message: 'not registered', code: 'email_not_registered' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lupa kata sandi?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lupa kata sandi' });
    const submit = within(dialog).getByRole('button', { name: 'Atur ulang kata sandi' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nobody@');
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'example.com');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const alert = await screen.findByRole('alertdialog', { name: 'Email belum terdaftar' });
    expect(within(alert).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Daftar akun' }));
    expect(await screen.findByRole('dialog', { name: 'Daftar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('nobody@example.com');
  });
});

describe('code request limits and unverified phones', () => {
  it('a 429 on the code request shows the server message and the 59:59 lockout', async () => {
    const { user } = await renderFlow({
      checkLoginPhone: async () => ({ registered: true, status: 'active' }),
      requestOtp: async () => {
        throw apiError({ status: 429, message: 'Terlalu banyak percobaan.', code: 'otp_locked' });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Nomor ponsel' }));
    await user.type(screen.getByRole('textbox', { name: /Nomor ponsel/ }), '81234567890');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByRole('alertdialog', { name: 'Oops' })).toHaveTextContent(
      'Terlalu banyak percobaan.',
    );
    expect(screen.getByText('59:59')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
  });

  it('a member with verified_by_sms false confirms the phone with a force_otp code', async () => {
    const requestOtp = vi.fn(async () => otpState);
    const verifyOtp = vi.fn(async () => undefined);
    const fetchMember = vi
      .fn()
      .mockResolvedValueOnce({ ...member, verified_by_sms: false })
      .mockResolvedValueOnce(member);
    const { user, navigate, session } = await renderFlow({
      loginWithEmail: async () => token,
      fetchMember,
      requestOtp,
      verifyOtp,
    });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'sari@example.com');
    await user.type(screen.getByLabelText(/Kata sandi/), 'rahasia1');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    const otp = await screen.findByRole('dialog', { name: 'Verifikasi nomor ponsel' });
    const phone = { phone_number_country_code: '62', phone_number: '81234567890' };
    expect(requestOtp).toHaveBeenCalledWith({ ...phone, type: 'force_otp' });
    expect(navigate).not.toHaveBeenCalled();
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 dari 6' }));
    await user.keyboard('123456');
    await user.click(within(otp).getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(verifyOtp).toHaveBeenCalledWith({ ...phone, otp: '123456', type: 'force_otp' });
    expect(session.calls).toEqual(['signedIn:jwt-token:false', 'setUser:7', 'setUser:7']);
  });
});
