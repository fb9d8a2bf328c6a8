// The Citilink e-form: the spec's fields and passengers list (add, remove, at most 9), its date rules on Jakarta's
// calendar (the day fixed with fake timers), the receipt, and failures that keep everything typed.
import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EformPage } from './eform-page';
import { infoCatalog } from './info-catalog';
import {
  captchaRefusedOnce,
  captchaUnavailable,
  EFORM_PATH,
  eformReceipt,
  installFakeApi,
  installFakeGrecaptcha,
  NOW,
  received,
  refused,
  ROUTES,
  serverDown,
} from './test/fixtures';

const copy = testCatalogs([infoCatalog]);
beforeAll(copy.load);
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // Only Date: 10:00 in Jakarta on 22 November 2026 is "today".
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  setApiClient(undefined);
  vi.restoreAllMocks();
});

type Responder = Parameters<typeof installFakeApi>[0];

async function renderPage(responders: Responder | Responder[], lang: Lang = 'id') {
  const api = installFakeApi(...[responders].flat());
  const view = await renderRoute(<EformPage />, {
    path: ROUTES.eform,
    routeIds: [ROUTES.eform],
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

type User = Awaited<ReturnType<typeof renderPage>>['user'];
const passenger = (n: number) => screen.getByRole('group', { name: `Penumpang ${n}` });

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(/^Nama pemesan/), 'Budi Santoso');
  await user.type(screen.getByLabelText(/^E-mail/), 'budi@example.com');
  await user.type(screen.getByLabelText(/^Nomor telepon/), '081234567890');
  await user.type(screen.getByLabelText(/^Kota asal/), 'Jakarta (CGK)');
  await user.type(screen.getByLabelText(/^Kota tujuan/), 'Denpasar (DPS)');
  await user.type(screen.getByLabelText(/^Tanggal berangkat/), '2026-12-20');
  await user.type(screen.getByLabelText(/^Tanggal pulang/), '2026-12-27');
  await user.type(within(passenger(1)).getByLabelText(/^Nama lengkap/), 'Budi Santoso');
  await user.type(within(passenger(1)).getByLabelText(/^Tanggal lahir/), '1985-04-12');
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Kirim e-form' }));

describe('EformPage', () => {
  it('sends the request with its passengers and shows the receipt with the app’s dates', async () => {
    const { user, api } = await renderPage(received(EFORM_PATH, eformReceipt));
    expect(
      screen.getByRole('heading', { level: 1, name: 'E-Form Tiket Pesawat Citilink' }),
    ).toBeInTheDocument();
    await fillIn(user);
    // The chosen day as the app writes dates.
    expect(screen.getByLabelText(/^Tanggal berangkat/)).toHaveAccessibleDescription('Min, 20 Des 2026');
    await user.click(screen.getByRole('button', { name: 'Tambah penumpang' }));
    const second = passenger(2);
    expect(within(second).getByLabelText(/^Nama lengkap/)).toHaveFocus();
    await user.type(within(second).getByLabelText(/^Nama lengkap/), 'Sari Santoso');
    await user.type(within(second).getByLabelText(/^Tanggal lahir/), '2019-08-30');
    await send(user);
    const receipt = await screen.findByRole('region', {
      name: 'Terima kasih, permintaan Anda sudah kami terima',
    });
    expect(receipt).toHaveTextContent('EFM-20261122-0007');
    expect(receipt).toHaveTextContent('Jakarta (CGK) – Denpasar (DPS)');
    expect(receipt).toHaveTextContent('Min, 20 Des 2026');
    expect(receipt).toHaveTextContent('Min, 27 Des 2026');
    expect(receipt).toHaveTextContent('2 orang');
    expect(await api.calls(EFORM_PATH)[0]?.json()).toEqual({
      customer_name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '081234567890',
      departure: 'Jakarta (CGK)',
      destination: 'Denpasar (DPS)',
      departure_date: '2026-12-20',
      return_date: '2026-12-27',
      passengers: [
        { name: 'Budi Santoso', birthdate: '1985-04-12' },
        { name: 'Sari Santoso', birthdate: '2019-08-30' },
      ],
    });
  });

  it('refuses impossible dates and routes on Jakarta’s calendar before sending', async () => {
    const { user, api } = await renderPage(received(EFORM_PATH, eformReceipt));
    await fillIn(user);
    const departure = screen.getByLabelText(/^Tanggal berangkat/);
    expect(departure).toHaveAttribute('min', '2026-11-22');
    await user.clear(departure);
    await user.type(departure, '2026-11-21');
    const back = screen.getByLabelText(/^Tanggal pulang/);
    await user.clear(back);
    await user.type(back, '2026-11-20');
    const destination = screen.getByLabelText(/^Kota tujuan/);
    await user.clear(destination);
    await user.type(destination, ' jakarta (cgk)');
    const birth = within(passenger(1)).getByLabelText(/^Tanggal lahir/);
    await user.clear(birth);
    await user.type(birth, '2026-11-22');
    await send(user);
    // The hint (the chosen day as the app writes it) and the error.
    expect(departure).toHaveAccessibleDescription(
      'Sab, 21 Nov 2026 Tanggal berangkat tidak boleh sebelum hari ini',
    );
    expect(back).toHaveAccessibleDescription(
      'Jum, 20 Nov 2026 Tanggal pulang tidak boleh sebelum tanggal berangkat',
    );
    expect(destination).toHaveAccessibleDescription(
      expect.stringContaining('Kota tujuan harus berbeda dari kota asal'),
    );
    expect(birth).toHaveAccessibleDescription('Min, 22 Nov 2026 Tanggal lahir harus sebelum hari ini');
    expect(destination).toHaveFocus();
    expect(api.calls(EFORM_PATH)).toHaveLength(0);
  });

  it('adds up to 9 passengers and removes any of them', async () => {
    const { user } = await renderPage(received(EFORM_PATH, eformReceipt));
    expect(screen.queryByRole('button', { name: /Hapus penumpang/ })).toBeNull();
    const add = screen.getByRole('button', { name: 'Tambah penumpang' });
    for (let i = 0; i < 8; i++) await user.click(add);
    expect(screen.getAllByRole('group', { name: /Penumpang \d/ })).toHaveLength(9);
    expect(add).toBeDisabled();
    await user.type(within(passenger(3)).getByLabelText(/^Nama lengkap/), 'Ketiga');
    await user.click(screen.getByRole('button', { name: 'Hapus penumpang 2' }));
    expect(screen.getAllByRole('group', { name: /Penumpang \d/ })).toHaveLength(8);
    expect(within(passenger(2)).getByLabelText(/^Nama lengkap/)).toHaveValue('Ketiga');
    expect(add).toBeEnabled();
  });

  it('keeps everything typed when sending fails, and maps a passenger’s server error to its field', async () => {
    const { user } = await renderPage(serverDown(EFORM_PATH));
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal mengirim e-form, silakan coba lagi.');
    expect(screen.getByLabelText(/^Kota tujuan/)).toHaveValue('Denpasar (DPS)');
    expect(within(passenger(1)).getByLabelText(/^Tanggal lahir/)).toHaveValue('1985-04-12');

    setApiClient(undefined);
    installFakeApi(
      refused(EFORM_PATH, { 'passengers.0.birthdate': ['Tanggal lahir tidak valid (server).'] }),
    );
    await send(user);
    const birth = within(passenger(1)).getByLabelText(/^Tanggal lahir/);
    expect(await screen.findByText('Tanggal lahir tidak valid (server).')).toBeInTheDocument();
    expect(birth).toHaveFocus();
  });

  it('speaks English and has no axe violations', async () => {
    const { user } = await renderPage(received(EFORM_PATH, eformReceipt), 'en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Citilink Flight Ticket E-Form' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Return date/)).toHaveAccessibleDescription(
      'Leave empty for a one-way trip',
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Send the e-form' }));
    expect(screen.getByLabelText(/^Your name/)).toHaveAccessibleDescription('This field is required');
    await expectNoAxeViolations();
  });
});

describe('EformPage with a captcha (VITE_RECAPTCHA_SITE_KEY set)', () => {
  let captcha: ReturnType<typeof installFakeGrecaptcha>;
  beforeEach(() => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key');
    captcha = installFakeGrecaptcha();
  });
  afterEach(() => {
    captcha.uninstall();
    vi.unstubAllEnvs();
  });

  it('waits for the captcha and sends its token; a refused token resets the widget and says so there (English)', async () => {
    const refusal = 'Captcha verification failed, please try again.';
    const { user, api } = await renderPage(
      [captchaRefusedOnce(EFORM_PATH, refusal), received(EFORM_PATH, eformReceipt)],
      'en',
    );
    await user.type(screen.getByLabelText(/^Your name/), 'Budi Santoso');
    await user.type(screen.getByLabelText(/^E-mail/), 'budi@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '081234567890');
    await user.type(screen.getByLabelText(/^From/), 'Jakarta (CGK)');
    await user.type(screen.getByLabelText(/^To/), 'Denpasar (DPS)');
    await user.type(screen.getByLabelText(/^Departure date/), '2026-12-20');
    await user.type(
      within(screen.getByRole('group', { name: 'Passenger 1' })).getByLabelText(/^Full name/),
      'Budi',
    );
    await user.type(
      within(screen.getByRole('group', { name: 'Passenger 1' })).getByLabelText(/^Date of birth/),
      '1985-04-12',
    );
    await waitFor(() => expect(captcha.rendered()).toBe(1));
    const submit = screen.getByRole('button', { name: 'Send the e-form' });
    expect(submit).toBeDisabled();
    act(() => captcha.solve('token-1'));
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(await api.calls(EFORM_PATH)[0]?.json()).toMatchObject({ captcha_token: 'token-1' });
    expect(captcha.resets).toEqual([0]);
    expect(screen.getByRole('button', { name: 'Send the e-form' })).toBeDisabled();
    expect(screen.getByLabelText(/^To/)).toHaveValue('Denpasar (DPS)');

    act(() => captcha.solve('token-2'));
    await user.click(screen.getByRole('button', { name: 'Send the e-form' }));
    await screen.findByRole('region', { name: 'Thank you, we have received your request' });
    expect(await api.calls(EFORM_PATH)[1]?.json()).toMatchObject({
      customer_name: 'Budi Santoso',
      captcha_token: 'token-2',
    });
  });

  it('shows the server’s “cannot check now” answer at the widget and resets it', async () => {
    const message = 'Captcha tidak dapat diverifikasi saat ini. Coba lagi nanti.';
    const { user } = await renderPage(captchaUnavailable(EFORM_PATH, message));
    await fillIn(user);
    await waitFor(() => expect(captcha.rendered()).toBe(1));
    act(() => captcha.solve('token-1'));
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Gagal mengirim e-form, silakan coba lagi.')).not.toBeInTheDocument();
    expect(captcha.resets).toEqual([0]);
    expect(within(passenger(1)).getByLabelText(/^Nama lengkap/)).toHaveValue('Budi Santoso');
  });
});
