import { json } from '@nusa/test-kit/fake-fetch';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../client';
import { ApiError } from '../errors';
import { installTestClient } from '../test/install-test-client';
import {
  bookingQuery,
  bookingsKeys,
  cancelBooking,
  cancellationQuoteQuery,
  downloadBookingVoucher,
} from './bookings';

afterEach(() => setApiClient(undefined));

const CODE = 'NS2612K7Q2MX';

describe('booking keys', () => {
  it('put the cancellation quote below its booking, so refreshing the booking reaches it', () => {
    expect(bookingsKeys.cancellation(CODE)).toEqual(['bookings', 'detail', CODE, 'cancellation']);
    expect(bookingsKeys.cancellation(CODE).slice(0, 3)).toEqual(bookingsKeys.detail(CODE));
  });

  it('append the language; the quote is never fresh because its deadline passes', () => {
    installTestClient({ getLanguage: () => 'en' });
    expect(cancellationQuoteQuery(CODE).queryKey).toEqual([
      ...bookingsKeys.cancellation(CODE),
      { lang: 'en' },
    ]);
    expect(cancellationQuoteQuery(CODE).staleTime).toBe(0);
    expect(bookingQuery(CODE).queryKey).toEqual([...bookingsKeys.detail(CODE), { lang: 'en' }]);
  });
});

describe('cancellation', () => {
  it('reads the quote of the booking', async () => {
    const quote = {
      cancellable: true,
      reason: null,
      message: 'Refund Rp 1.250.000',
      deadline: '2030-01-08T00:00:00+07:00',
      refund_amount: 1_250_000,
      pay_at_hotel: false,
    };
    const { fake } = installTestClient({}, json({ data: quote }));
    const body = await createTestQueryClient().fetchQuery(cancellationQuoteQuery(CODE));
    expect(new URL(fake.last().url).pathname).toBe(`/api/members/bookings/${CODE}/cancellation`);
    expect(body.data.refund_amount).toBe(1_250_000);
  });

  it('posts the cancellation with the idempotency key when given', async () => {
    const { fake } = installTestClient(
      {},
      json({ message: 'Batas waktu lewat', code: 'past_deadline' }, { status: 422 }),
    );
    await expect(cancelBooking(CODE, { idempotencyKey: 'cancel-123456' })).rejects.toBeInstanceOf(ApiError);
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe(`/api/members/bookings/${CODE}/cancellation`);
    expect(request.headers.get('Idempotency-Key')).toBe('cancel-123456');
    await cancelBooking(CODE).catch(() => undefined);
    expect(fake.last().headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('downloadBookingVoucher', () => {
  it('answers the PDF as a Blob', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    const { fake } = installTestClient(
      {},
      new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await downloadBookingVoucher(CODE);
    expect(new URL(fake.last().url).pathname).toBe(`/api/members/bookings/${CODE}/voucher`);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
  });

  it('turns a refusal into an ApiError with the server’s message', async () => {
    installTestClient(
      {},
      json({ message: 'E-voucher belum tersedia', code: 'voucher_unavailable' }, { status: 409 }),
    );
    const error = await downloadBookingVoucher(CODE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});
