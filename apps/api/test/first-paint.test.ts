// The detail page's rooms request as the web app sends it, and the helpers that embed answers in a page.
import { roomsQuery, searchCriteria, searchPageBody, stayOf } from '@nusa/api-client/stay';
import { describe, expect, it } from 'vitest';
import {
  citySearchBodyOf,
  jsonForScript,
  promotionLcpImage,
  promotionSlugOf,
  resultsLcpImages,
  roomsQueryOf,
  shellHtml,
  withFirstPaint,
} from '../src/http/first-paint.ts';

describe('roomsQueryOf', () => {
  it('spells the query as the web app does (@nusa/api-client/stay roomsQuery), with its defaults', () => {
    expect(roomsQueryOf({ checkin: '2030-01-01', checkout: '2030-01-03' })).toBe(
      'check_in=2030-01-01&check_out=2030-01-03&rooms=1&adults=2',
    );
    expect(roomsQueryOf({ checkin: '2030-01-01', checkout: '2030-01-03', rooms: '3', adults: '30' })).toBe(
      'check_in=2030-01-01&check_out=2030-01-03&rooms=3&adults=30',
    );
  });

  it('leaves to the browser what it would not spell the same way', () => {
    expect(roomsQueryOf({})).toBeNull();
    expect(roomsQueryOf({ checkin: '2030-1-1', checkout: '2030-01-03' })).toBeNull();
    expect(roomsQueryOf({ checkin: '2030-01-01', checkout: '2030-01-03', children: '4,7' })).toBeNull();
    expect(roomsQueryOf({ checkin: '2030-01-01', checkout: '2030-01-03', rooms: '9' })).toBeNull();
    expect(roomsQueryOf({ checkin: '2030-01-01', checkout: '2030-01-03', adults: '02' })).toBeNull();
    expect(roomsQueryOf({ checkin: ['2030-01-01'], checkout: '2030-01-03' })).toBeNull();
    // The router keeps a date it cannot read as a calendar day, and the app then searches its default stay.
    expect(roomsQueryOf({ checkin: '2030-02-30', checkout: '2030-03-02' })).toBeNull();
  });

  it("is the web app's own rooms query for the same stay", () => {
    const stay = stayOf({ checkin: '2030-01-01', checkout: '2030-01-03', adults: 3 }, '2026-11-22');
    expect(roomsQueryOf({ checkin: '2030-01-01', checkout: '2030-01-03', adults: '3' })).toBe(
      roomsQuery(stay),
    );
  });
});

describe('embedding', () => {
  it('keeps JSON inside its script element', () => {
    const json = jsonForScript({ a: '</script><!-- \u2028' });
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- \u2028' });
  });

  it('puts the shell and the answers after the empty #root, or leaves the page alone', () => {
    const html = '<body><div id="root"></div></body>';
    const shell = shellHtml('results');
    expect(withFirstPaint(html, shell, [], 'id')).toBe(`<body><div id="root"></div>${shell}</body>`);
    expect(shell).toMatch(/^<div id="nusa-shell" class="nusa-shell" aria-hidden="true">/);
    expect(withFirstPaint(html, '', [], 'id')).toBe(html);
    expect(withFirstPaint('<body><main></main></body>', shell, [], 'id')).toBe('<body><main></main></body>');
    const answered = withFirstPaint(
      html,
      '',
      [{ path: '/api/hotels/1', status: 200, body: { ok: 1 } }],
      'en',
    );
    expect(answered).toContain(
      '<div id="root"></div><script type="application/json" id="nusa-first-answers">{"lang":"en","answers":[{"path":"/api/hotels/1","status":200,"body":{"ok":1}}]}</script>',
    );
  });

  it('has no shell of its own for the member pages, and a frame without picture when the detail answers lack one', () => {
    expect(shellHtml('checkout')).toBe('');
    expect(shellHtml('accountHistory')).toBe('');
    const detail = shellHtml('detail', []);
    expect(detail).toContain('<div class="nusa-shell__cover"></div>');
    expect(detail).toContain('aria-hidden="true"');
    expect(detail).toContain('nusa-shell__header');
    // The native app's web view has its own header.
    expect(shellHtml('results', [], { embedded: true })).not.toContain('nusa-shell__header');
  });
});

describe('results shell', () => {
  it('shows the first two hotels of the first answer as photo and escaped name, frames for the rest', () => {
    const hotel = (n: number, name: string) => ({
      name,
      image: { url: `/m/${n}.webp`, thumbnail: `/m/${n}-t.webp` },
    });
    const shell = shellHtml('results', [
      {
        path: '/api/hotels/searches',
        status: 200,
        body: { data: [hotel(1, 'Hotel <b>Satu</b>'), hotel(2, 'Dua & Co'), hotel(3, 'Tiga')] },
      },
    ]);
    expect(shell.match(/class="nusa-shell__card"/g)).toHaveLength(2);
    expect(shell).toContain(
      'srcset="/m/1-t.webp 230w, /m/1.webp 600w" sizes="(min-width: 768px) 230px, 35vw"',
    );
    expect(shell).toContain('<p class="nusa-shell__name">Hotel &lt;b&gt;Satu&lt;/b&gt;</p>');
    expect(shell).toContain('Dua &amp; Co');
    expect(shell).not.toContain('Tiga');
    expect(shell.match(/nusa-shell__block--card/g)).toHaveLength(1);
    // Without an answer: three frames.
    expect(shellHtml('results').match(/nusa-shell__block--card/g)).toHaveLength(3);
  });
});

describe('citySearchBodyOf', () => {
  const NOW = new Date('2026-11-22T03:00:00Z');
  // The bodies the web app sends (captured from the browser), byte for byte.
  it('spells a city landing as the web app does, with or without the id and the dates', () => {
    expect(
      citySearchBodyOf('/hotel/city/1/bali', { checkin: '2030-01-01', checkout: '2030-01-02' }, NOW),
    ).toBe(
      '{"destination":{"type":"city","id":1},"check_in":"2030-01-01","check_out":"2030-01-02","rooms":1,"adults":2,"children":[],"perpage":20,"page":1}',
    );
    // Without dates: tomorrow for one night in Jakarta (UTC+7): 20:00 UTC on 22 Nov is 23 Nov there.
    expect(citySearchBodyOf('/hotel/city/bali', { lang: 'en' }, new Date('2026-11-22T20:00:00Z'))).toBe(
      '{"destination":{"type":"city","slug":"bali"},"check_in":"2026-11-24","check_out":"2026-11-25","rooms":1,"adults":2,"children":[],"perpage":20,"page":1}',
    );
    expect(
      citySearchBodyOf(
        '/hotel/city/3/jakarta/',
        {
          checkin: '2030-01-01',
          checkout: '2030-01-03',
          rooms: '2',
          adults: '3',
        },
        NOW,
      ),
    ).toContain(
      '"destination":{"type":"city","id":3},"check_in":"2030-01-01","check_out":"2030-01-03","rooms":2,"adults":3',
    );
  });

  it("is the web app's own first search for the same landing", () => {
    const today = '2026-11-22';
    expect(citySearchBodyOf('/hotel/city/bali', { rooms: '2', adults: '4' }, NOW)).toBe(
      JSON.stringify(
        searchPageBody(
          searchCriteria({ type: 'city', slug: 'bali' }, stayOf({ rooms: 2, adults: 4 }, today)),
          1,
        ),
      ),
    );
  });

  it('asks nothing for other pages, sorts, filters, keywords, children or half-given dates', () => {
    expect(citySearchBodyOf('/hotel/poi/monas', {}, NOW)).toBeNull();
    expect(citySearchBodyOf('/hotel/city/1/bali/area/kuta', {}, NOW)).toBeNull();
    expect(citySearchBodyOf('/hotel/city/1/bali', { sort: 'lowest_price' }, NOW)).toBeNull();
    expect(citySearchBodyOf('/hotel/city/1/bali', { stars: '4' }, NOW)).toBeNull();
    expect(citySearchBodyOf('/hotel/city/1/bali', { children: '5' }, NOW)).toBeNull();
    expect(citySearchBodyOf('/hotel/city/1/bali', { checkin: '2030-01-01' }, NOW)).toBeNull();
    expect(citySearchBodyOf('/hotel/city/01/bali', {}, NOW)).toBeNull();
  });

  it("names the first two cards' pictures of a search answer", () => {
    const image = (n: number) => ({ url: `/m/${n}.webp`, thumbnail: `/m/${n}-t.webp` });
    const answers = [
      {
        path: '/api/hotels/searches',
        status: 200,
        body: { data: [1, 2, 3].map((n) => ({ image: image(n) })) },
      },
    ];
    expect(resultsLcpImages(answers)).toEqual([image(1), image(2)]);
    expect(resultsLcpImages([{ ...answers[0], status: 422 } as never])).toEqual([]);
  });
});

describe('promotions', () => {
  it('reads the slug of a promotion path as the router does, and none for the web view list', () => {
    expect(promotionSlugOf('/promotions/gajian-sale')).toBe('gajian-sale');
    expect(promotionSlugOf('/promotions/gajian-sale/')).toBe('gajian-sale');
    expect(promotionSlugOf('/promotions/mobiles/gajian-sale')).toBe('gajian-sale');
    expect(promotionSlugOf('/promotions/mobiles')).toBeNull();
    expect(promotionSlugOf('/promotions/Gajian%20Sale')).toBeNull();
    expect(promotionSlugOf('/promotions/a/b')).toBeNull();
  });

  it('shows the banner and title of a promotion, the first two cards of the list, frames otherwise', () => {
    const image = (n: number) => ({ url: `/m/${n}.webp`, thumbnail: `/m/${n}-t.webp` });
    const detail = [
      {
        path: '/api/generals/landing-pages/x',
        status: 200,
        body: { data: { title: 'X & Y', image: image(1) } },
      },
      { path: '/api/generals/landing-pages/x/hotels?perpage=12', status: 200, body: { data: [] } },
    ];
    expect(promotionLcpImage(detail)).toEqual(image(1));
    const one = shellHtml('promotion', detail);
    expect(one).toContain('<img class="nusa-shell__cover" src="/m/1-t.webp"');
    expect(one).toContain('sizes="(min-width: 768px) 600px, 100vw"');
    expect(one).toContain('<p class="nusa-shell__title">X &amp; Y</p>');
    const list = [
      {
        path: '/api/generals/landing-pages?category=all&perpage=50',
        status: 200,
        body: { data: [1, 2, 3].map((n) => ({ title: `P${n}`, image: image(n) })) },
      },
    ];
    const cards = shellHtml('promotions', list);
    expect(cards.match(/<img class="nusa-shell__cover"/g)).toHaveLength(2);
    expect(cards).toContain('sizes="(min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"');
    expect(cards).not.toContain('P3');
    expect(promotionLcpImage(list)).toEqual(image(1));
    // The web view's list is a promotion page without a slug.
    expect(shellHtml('promotion', list, { embedded: true })).toContain('P2');
    expect(shellHtml('promotion', [])).toContain('<div class="nusa-shell__cover"></div>');
    expect(promotionLcpImage([{ ...detail[0], status: 404 } as never])).toBeNull();
  });
});

describe('home shell', () => {
  const destination = (name: string, n: number) => ({
    name,
    hotel_count: n,
    starting_price: 1250000,
    image: { url: `/media/${n}.webp`, thumbnail: `/media/${n}-thumb.webp` },
  });
  const answers = [
    {
      path: '/api/generals/hotel-popular-destinations',
      status: 200,
      body: { data: [destination('Bali <3', 1), destination('Yogyakarta', 12), destination('C', 3)] },
    },
    {
      path: '/api/generals/homepage-menus',
      status: 200,
      body: { data: [{ status: 'active' }, { status: 'inactive' }, { status: 'active' }] },
    },
  ];

  it('paints the hero, a tile per active menu and the first destinations with picture, name, hotels and price', () => {
    const shell = shellHtml('home', answers, { lang: 'en' });
    // The home page's header has no back button.
    expect(shell).toContain('nusa-shell__header');
    expect(shell).not.toContain('nusa-shell__back');
    expect(shell).toContain('Find hotels all over Indonesia');
    expect(shell).toContain('<p class="nusa-shell__popular">Popular destinations</p>');
    expect(shell.match(/nusa-shell__tile/g)).toHaveLength(2);
    expect(shell).toContain(
      'src="/media/1-thumb.webp" srcset="/media/1-thumb.webp 230w, /media/1.webp 600w" sizes="(min-width: 768px) 230px, 45vw"',
    );
    expect(shell).toContain('Bali &lt;3');
    expect(shell).toContain('<span class="nusa-shell__meta">1 hotel</span>');
    expect(shell).toContain('<span class="nusa-shell__meta">12 hotels</span>');
    expect(shell).toContain('starting from Rp 1.250.000');
    expect(shellHtml('home', answers)).toContain('Cari hotel di seluruh Indonesia');
    expect(shellHtml('home', answers)).toContain('mulai dari Rp 1.250.000');
  });

  it('paints frames without destinations', () => {
    const shell = shellHtml('home', []);
    expect(shell).toContain('nusa-shell__block--card');
    expect(shell).not.toContain('<img class');
  });
});
