// "Hotels near me" from the home page: the position request (stubbed), the results URL it opens, and the
// spec's message when location services are denied.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { Lang } from '@nusa/i18n/languages';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelCopy, makeStore } from '../test/fixtures';
import { renderHomePage } from '../test/render-home';
import { currentPosition } from './geolocation';
import { NEARBY_TARGET, nearbySearch, searchNearMe } from './near-me';

const NOW = new Date('2026-11-23T03:00:00Z');
const KUTA = { latitude: -8.718_234_9, longitude: 115.168_612_7 };
const DENIED =
  'Layanan lokasi tidak aktif atau ditolak. Izinkan akses lokasi untuk melihat hotel di sekitar Anda.';

/** A navigator.geolocation whose getCurrentPosition answers with `answer` (a position or an error code). */
function stubGeolocation(answer: { latitude: number; longitude: number } | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (typeof answer === 'number') {
        fail?.({ code: answer, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      } else ok({ coords: answer, timestamp: 0 } as unknown as GeolocationPosition);
    },
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } }),
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setApiClient(undefined);
});

beforeAll(hotelCopy.load);

describe('currentPosition', () => {
  it('asks the browser once, with a timeout, and maps its errors', async () => {
    const ask = stubGeolocation(KUTA);
    await expect(currentPosition()).resolves.toEqual(KUTA);
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ timeout: 10_000 });
    stubGeolocation(1);
    await expect(currentPosition()).rejects.toBe('denied');
    stubGeolocation(3);
    await expect(currentPosition()).rejects.toBe('unavailable');
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await expect(currentPosition()).rejects.toBe('unavailable');
  });
});

describe('searchNearMe', () => {
  const stay = { checkin: '2026-12-01', checkout: '2026-12-03', rooms: 1, adults: 2 };
  const signal = () => new AbortController().signal;

  it('remembers the position and opens /hotel/search/sekitar-saya with it, rounded', async () => {
    const remember = vi.fn();
    const go = vi.fn();
    expect(await searchNearMe(stay, signal(), { remember, go, locate: async () => KUTA })).toBeNull();
    expect(remember).toHaveBeenCalledWith(KUTA);
    expect(go).toHaveBeenCalledWith(NEARBY_TARGET, { ...stay, lat: -8.7182, lng: 115.1686 });
    expect(nearbySearch({}, { latitude: 1.234_56, longitude: -2.000_04 })).toEqual({ lat: 1.2346, lng: -2 });
  });

  it('reports a refusal or a failure and goes nowhere', async () => {
    const go = vi.fn();
    const remember = vi.fn();
    expect(await searchNearMe(stay, signal(), { remember, go, locate: () => Promise.reject('denied') })).toBe(
      'denied',
    );
    expect(
      await searchNearMe(stay, signal(), { remember, go, locate: () => Promise.reject(new Error('x')) }),
    ).toBe('unavailable');
    expect(go).not.toHaveBeenCalled();
    expect(remember).not.toHaveBeenCalled();
  });

  it('does nothing once the visitor moved on', async () => {
    const go = vi.fn();
    const run = new AbortController();
    run.abort();
    expect(
      await searchNearMe(stay, run.signal, { remember: vi.fn(), go, locate: async () => KUTA }),
    ).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });
});

function renderHome(lang: Lang = 'id') {
  return renderHomePage(makeStore({ cacheTime: '2026-11-23 11:00' }), hotelCopy.i18n(lang));
}

describe('Hotels near me on the home page', () => {
  it('is the first option when the field is tapped, and opens the results around the visitor', async () => {
    stubGeolocation(KUTA);
    const { user, router, store } = await renderHome();
    const input = await screen.findByRole('combobox', { name: 'Kota, area, atau nama hotel' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('Hotel di sekitar saya');
    await user.click(options[0] as HTMLElement);
    await screen.findByText(/^Halaman hasil:/);
    expect(router.state.location.pathname).toBe('/hotel/search/sekitar-saya');
    expect(router.state.location.search).toEqual({
      checkin: '2026-11-24',
      checkout: '2026-11-25',
      rooms: 1,
      adults: 2,
      lat: -8.7182,
      lng: 115.1686,
    });
    expect(store.getState().hotelSearch.position).toEqual(KUTA);
  });

  it('shows the message for denied location services in the form and keeps what was typed', async () => {
    stubGeolocation(1);
    const { user, router } = await renderHome();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'ub');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(DENIED));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Also said out loud: the description alone changes silently.
    expect(screen.getAllByRole('status').some((s) => s.textContent === DENIED)).toBe(true);
    expect(input).toHaveValue('ub');
    await expectNoAxeViolations(screen.getByRole('form', { name: 'Cari hotel' }));
    expect(router.state.location.pathname).toBe('/');
    // Typing on clears the message.
    await user.type(input, 'u');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says the same when no position could be found, in English', async () => {
    stubGeolocation(2);
    const { user } = await renderHome('en');
    const input = await screen.findByRole('combobox', { name: 'City, area or hotel name' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Hotels near me' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        'Location services are off or denied. Allow location access to see hotels near you.',
      ),
    );
  });
});
