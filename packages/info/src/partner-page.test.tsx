// The partner form: the spec's fields, its rules with translated messages, the receipt, and failures that keep
// everything typed (the spec's "failed to submit partner form, try again"; the server's field errors and limit).
import { setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { testCatalogs } from '@nusa/test-kit/i18n';
import { renderRoute } from '@nusa/test-kit/router-harness';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoCatalog } from './info-catalog';
import { PartnerPage } from './partner-page';
import {
  captchaRefusedOnce,
  installFakeApi,
  installFakeGrecaptcha,
  limited,
  PARTNER_PATH,
  partnerReceipt,
  received,
  refused,
  ROUTES,
  serverDown,
} from './test/fixtures';

const copy = testCatalogs([infoCatalog]);
beforeAll(copy.load);
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => {
  setApiClient(undefined);
  vi.restoreAllMocks();
});

type Responder = Parameters<typeof installFakeApi>[0];

async function renderPage(responders: Responder | Responder[], lang: Lang = 'id') {
  const api = installFakeApi(...[responders].flat());
  const view = await renderRoute(<PartnerPage />, {
    path: ROUTES.partner,
    routeIds: [ROUTES.partner],
    i18n: copy.i18n(lang),
  });
  return { ...view, api };
}

type User = Awaited<ReturnType<typeof renderPage>>['user'];

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(/^Nama perusahaan/), 'PT Nusa Wisata Sejahtera');
  await user.type(screen.getByLabelText(/^Alamat/), 'Jl. Sudirman No. 1, Jakarta');
  await user.type(screen.getByLabelText(/^Nomor telepon/), '+62 21 555 0100');
  await user.type(screen.getByLabelText(/^Situs web/), 'www.nusawisata.co.id');
  await user.selectOptions(screen.getByLabelText(/^Jenis produk/), 'tours_and_explore');
  await user.type(screen.getByLabelText(/^Nama kontak/), 'Dewi Lestari');
  await user.type(screen.getByLabelText(/^E-mail/), 'dewi@nusawisata.co.id');
  await user.type(screen.getByLabelText(/^Catatan/), 'Paket tur Bromo.');
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Kirim formulir' }));

describe('PartnerPage', () => {
  it('sends the application and shows its receipt', async () => {
    const { user, api } = await renderPage(received(PARTNER_PATH, partnerReceipt));
    expect(screen.getByRole('heading', { level: 1, name: 'Jadi Mitra Kami' })).toBeInTheDocument();
    await fillIn(user);
    await send(user);
    const receipt = await screen.findByRole('region', {
      name: 'Terima kasih, formulir Anda sudah kami terima',
    });
    expect(receipt).toHaveFocus();
    expect(receipt).toHaveTextContent('PRT-20261122-0042');
    expect(receipt).toHaveTextContent('Min, 22 Nov 2026 10:00 WIB');
    expect(receipt).toHaveTextContent('Tur & jelajah');
    expect(receipt).toHaveTextContent('dewi@nusawisata.co.id');
    expect(await api.calls(PARTNER_PATH)[0]?.json()).toEqual({
      company_name: 'PT Nusa Wisata Sejahtera',
      address: 'Jl. Sudirman No. 1, Jakarta',
      phone: '+62215550100',
      website: 'www.nusawisata.co.id',
      contact_person: 'Dewi Lestari',
      email: 'dewi@nusawisata.co.id',
      product_type: 'tours_and_explore',
      notes: 'Paket tur Bromo.',
    });
    await user.click(within(receipt).getByRole('button', { name: 'Kirim formulir lain' }));
    expect(screen.getByLabelText(/^Nama perusahaan/)).toHaveValue('');
  });

  it('explains every rule before sending anything, and focuses the first field to fix', async () => {
    const { user, api } = await renderPage(received(PARTNER_PATH, partnerReceipt));
    await send(user);
    const company = screen.getByLabelText(/^Nama perusahaan/);
    expect(company).toHaveFocus();
    expect(company).toHaveAccessibleDescription('Kolom ini wajib diisi');
    expect(screen.getByLabelText(/^Jenis produk/)).toHaveAccessibleDescription('Pilih jenis produk');
    await user.type(company, ' ');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '0812-34');
    await user.type(screen.getByLabelText(/^Situs web/), 'bukan situs');
    await user.type(screen.getByLabelText(/^E-mail/), 'dewi@');
    await send(user);
    expect(screen.getByLabelText(/^Nomor telepon/)).toHaveAccessibleDescription(
      expect.stringContaining('Masukkan 7-15 angka, boleh diawali +'),
    );
    expect(screen.getByLabelText(/^Situs web/)).toHaveAccessibleDescription(
      'Alamat situs web tidak valid, contoh: www.hotelanda.co.id',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Format email Anda salah');
    expect(api.calls(PARTNER_PATH)).toHaveLength(0);
  });

  it('keeps everything typed when sending fails, with the spec’s message', async () => {
    const { user, api } = await renderPage(serverDown(PARTNER_PATH));
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gagal mengirim formulir mitra, silakan coba lagi.',
    );
    expect(screen.getByLabelText(/^Nama perusahaan/)).toHaveValue('PT Nusa Wisata Sejahtera');
    expect(screen.getByLabelText(/^Jenis produk/)).toHaveValue('tours_and_explore');
    expect(screen.getByLabelText(/^Catatan/)).toHaveValue('Paket tur Bromo.');
    await send(user);
    expect(api.calls(PARTNER_PATH)).toHaveLength(2);
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = await renderPage(
      refused(PARTNER_PATH, { website: ['Alamat situs web tidak valid (server).'] }),
    );
    await fillIn(user);
    await send(user);
    const website = screen.getByLabelText(/^Situs web/);
    expect(await screen.findByText('Alamat situs web tidak valid (server).')).toBeInTheDocument();
    expect(website).toHaveFocus();
    expect(website).toHaveValue('www.nusawisata.co.id');
  });

  it('shows the server’s limit message in English', async () => {
    const { user } = await renderPage(
      limited(PARTNER_PATH, 'Too many requests. Please try again in 10 minutes.'),
      'en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Be Our Partner' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Company name/), 'PT Nusa Wisata');
    await user.type(screen.getByLabelText(/^Address/), 'Jl. Sudirman 1');
    await user.type(screen.getByLabelText(/^Phone number/), '0215550100');
    await user.selectOptions(screen.getByLabelText(/^Product type/), 'hotel');
    await user.type(screen.getByLabelText(/^Contact person/), 'Dewi');
    await user.type(screen.getByLabelText(/^E-mail/), 'dewi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 10 minutes.',
    );
  });

  it('has no axe violations, empty and with errors', async () => {
    const { user } = await renderPage(received(PARTNER_PATH, partnerReceipt));
    await expectNoAxeViolations();
    await send(user);
    await expectNoAxeViolations();
  });
});

describe('PartnerPage with a captcha (VITE_RECAPTCHA_SITE_KEY set)', () => {
  const REFUSED = 'Verifikasi captcha gagal, coba lagi.';
  let captcha: ReturnType<typeof installFakeGrecaptcha>;
  beforeEach(() => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key');
    captcha = installFakeGrecaptcha();
  });
  afterEach(() => {
    captcha.uninstall();
    vi.unstubAllEnvs();
  });

  it('waits for the captcha and sends its token; a refused token resets the widget and says so there', async () => {
    const { user, api } = await renderPage([
      captchaRefusedOnce(PARTNER_PATH, REFUSED),
      received(PARTNER_PATH, partnerReceipt),
    ]);
    await fillIn(user);
    await waitFor(() => expect(captcha.rendered()).toBe(1));
    expect(screen.getByRole('button', { name: 'Kirim formulir' })).toBeDisabled();
    act(() => captcha.solve('token-1'));
    await send(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
    expect(await api.calls(PARTNER_PATH)[0]?.json()).toMatchObject({ captcha_token: 'token-1' });
    expect(captcha.resets).toEqual([0]);
    expect(screen.getByRole('button', { name: 'Kirim formulir' })).toBeDisabled();
    expect(screen.getByLabelText(/^Nama perusahaan/)).toHaveValue('PT Nusa Wisata Sejahtera');
    expect(screen.getByLabelText(/^Catatan/)).toHaveValue('Paket tur Bromo.');

    act(() => captcha.solve('token-2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await send(user);
    await screen.findByRole('region', { name: 'Terima kasih, formulir Anda sudah kami terima' });
    expect(await api.calls(PARTNER_PATH)[1]?.json()).toMatchObject({
      company_name: 'PT Nusa Wisata Sejahtera',
      captcha_token: 'token-2',
    });
  });

  it('spends the token on any other answer too (a field refused by the server)', async () => {
    const { user } = await renderPage(
      refused(PARTNER_PATH, { website: ['Alamat situs web tidak valid (server).'] }),
    );
    await fillIn(user);
    await waitFor(() => expect(captcha.rendered()).toBe(1));
    act(() => captcha.solve('token-1'));
    await send(user);
    expect(await screen.findByText('Alamat situs web tidak valid (server).')).toBeInTheDocument();
    expect(captcha.resets).toEqual([0]);
    expect(screen.getByRole('button', { name: 'Kirim formulir' })).toBeDisabled();
    await expectNoAxeViolations();
  });
});
