import { ApiError } from '@nusa/api-client/errors';
import { describe, expect, it } from 'vitest';
import { makeCart, readyCart } from '../test/fixtures';
import {
  amountOf,
  cartRequestOf,
  creationFailureOf,
  paymentRequestOf,
  promoAllows,
  safeExternalUrl,
} from './checkout-model';

describe('cartRequestOf', () => {
  const today = '2030-01-01';

  it('asks for the room, the stay and the price the hotel page showed', () => {
    expect(
      cartRequestOf(
        {
          hotel_id: 102,
          room_id: 11,
          price: 0,
          checkin: '2030-01-10',
          checkout: '2030-01-12',
          rooms: 2,
          adults: 3,
          children: '5,8',
        },
        today,
      ),
    ).toEqual({
      hotel_id: 102,
      room_id: 11,
      check_in: '2030-01-10',
      check_out: '2030-01-12',
      rooms: 2,
      adults: 3,
      children: [5, 8],
      shown_price_per_night: 0,
    });
  });

  it('takes the default stay when the link names no dates, and sends no price it was not given', () => {
    expect(cartRequestOf({ hotel_id: 102, room_id: 11 }, today)).toEqual({
      hotel_id: 102,
      room_id: 11,
      check_in: '2030-01-02',
      check_out: '2030-01-03',
      rooms: 1,
      adults: 2,
      children: [],
    });
  });

  it('asks for nothing without the hotel or the room', () => {
    expect(cartRequestOf({ hotel_id: 102 }, today)).toBeNull();
    expect(cartRequestOf({ room_id: 11 }, today)).toBeNull();
  });
});

describe('creationFailureOf', () => {
  it('tells the spec’s reasons apart', () => {
    expect(creationFailureOf(new ApiError({ status: 409, code: 'room_not_available' }))).toBe(
      'room_not_available',
    );
    expect(creationFailureOf(new ApiError({ status: 409, code: 'fully_booked' }))).toBe('fully_booked');
    expect(creationFailureOf(new ApiError({ status: 422, code: 'validation_failed' }))).toBe('invalid');
    for (const status of [0, 429, 500, 503])
      expect(creationFailureOf(new ApiError({ status }))).toBe('failed');
    expect(creationFailureOf(new TypeError('x'))).toBe('failed');
  });
});

describe('payment choices', () => {
  const cart = readyCart();

  it('send the total shown, a channel only for virtual accounts and e-wallets, a tenor only for cards', () => {
    expect(paymentRequestOf(cart, { method: 'virtual_account', channel: 'bni', tenor: null })).toEqual({
      cart_id: cart.id,
      payment_method: 'virtual_account',
      channel: 'bni',
      amount: 2_400_000,
    });
    expect(paymentRequestOf(cart, { method: 'qris', channel: 'bca', tenor: 3 })).toEqual({
      cart_id: cart.id,
      payment_method: 'qris',
      amount: 2_400_000,
    });
    expect(paymentRequestOf(cart, { method: 'credit_card', channel: null, tenor: 6 })).toEqual({
      cart_id: cart.id,
      payment_method: 'credit_card',
      installment_tenor: 6,
      amount: 2_400_000,
    });
  });

  it('charge a card instalment plan’s total', () => {
    expect(amountOf(cart, { method: 'credit_card', channel: null, tenor: 12 })).toBe(2_544_000);
    expect(amountOf(cart, { method: 'credit_card', channel: null, tenor: null })).toBe(2_400_000);
    expect(amountOf(cart, null)).toBe(2_400_000);
  });

  it('follow an applied promo’s restriction', () => {
    expect(promoAllows(makeCart(), { method: 'qris', channel: null })).toBe(true);
    const bank = makeCart({
      promo: {
        code: 'BCA',
        title: 'x',
        discount: 1,
        restricted_to: { methods: ['virtual_account', 'credit_card'], channels: ['bca'] },
      },
    });
    expect(promoAllows(bank, { method: 'virtual_account', channel: 'bca' })).toBe(true);
    expect(promoAllows(bank, { method: 'virtual_account', channel: 'bni' })).toBe(false);
    expect(promoAllows(bank, { method: 'credit_card', channel: null })).toBe(false);
    expect(promoAllows(bank, { method: 'e_wallet', channel: 'gopay' })).toBe(false);
    const wallets = makeCart({
      promo: { code: 'W', title: 'x', discount: 1, restricted_to: { methods: ['e_wallet'], channels: [] } },
    });
    expect(promoAllows(wallets, { method: 'e_wallet', channel: 'ovo' })).toBe(true);
  });
});

describe('safeExternalUrl', () => {
  it('keeps web pages and app schemes, drops script and data URLs and junk', () => {
    expect(safeExternalUrl('https://gateway.example/pay')).toBe('https://gateway.example/pay');
    expect(safeExternalUrl('http://localhost:3000/__dev/payments/1')).toBe(
      'http://localhost:3000/__dev/payments/1',
    );
    expect(safeExternalUrl('gojek://gopay/pay?x=1')).toBe('gojek://gopay/pay?x=1');
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'not a url',
      '',
      null,
    ])
      expect(safeExternalUrl(url)).toBeNull();
  });
});
