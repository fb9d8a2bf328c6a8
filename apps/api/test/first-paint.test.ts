// The detail page's rooms request as the web app sends it, and the helpers that embed answers in a page.
import { describe, expect, it } from 'vitest';
import { jsonForScript, roomsQueryOf, shellHtml, withFirstPaint } from '../src/http/first-paint.ts';

describe('roomsQueryOf', () => {
  it('spells the query as the web app does (detail-model.ts roomsParams), with its defaults', () => {
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
  });
});

describe('embedding', () => {
  it('keeps JSON inside its script element', () => {
    const json = jsonForScript({ a: '</script><!-- \u2028' });
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><!-- \u2028' });
  });

  it('puts the shell in the empty #root and the answers after it, or leaves the page alone', () => {
    const html = '<body><div id="root"></div></body>';
    const shell = shellHtml('results');
    expect(withFirstPaint(html, shell, [], 'id')).toBe(`<body><div id="root">${shell}</div></body>`);
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

  it('has no shell for the home page, and a frame without picture when the detail answers lack one', () => {
    expect(shellHtml('home')).toBe('');
    const detail = shellHtml('detail', []);
    expect(detail).toContain('<div class="nusa-shell__cover"></div>');
    expect(detail).toContain('aria-hidden="true"');
    expect(detail).toContain('nusa-shell__header');
    // The native app's web view has its own header.
    expect(shellHtml('results', [], { embedded: true })).not.toContain('nusa-shell__header');
  });
});
