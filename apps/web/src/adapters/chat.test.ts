import { describe, expect, it, vi } from 'vitest';
import { type ChatAdapter, chatWidgetUrl, createLocalChatAdapter, deferredChatAdapter } from './chat.ts';

describe('chat adapters', () => {
  it('uses the widget only in production builds with a URL', () => {
    expect(chatWidgetUrl({ PROD: true, VITE_CHAT_WIDGET_URL: 'https://chat.example/widget.js' })).toBe(
      'https://chat.example/widget.js',
    );
    expect(chatWidgetUrl({ PROD: false, VITE_CHAT_WIDGET_URL: 'https://chat.example/widget.js' })).toBeNull();
    expect(chatWidgetUrl({ PROD: true, VITE_CHAT_WIDGET_URL: '  ' })).toBeNull();
    expect(chatWidgetUrl({ PROD: true })).toBeNull();
  });

  it('the local adapter reports nothing unread and explains itself when opened', () => {
    const onOpen = vi.fn();
    const adapter = createLocalChatAdapter(onOpen);
    const counts: number[] = [];
    adapter.subscribeUnread((n) => counts.push(n))();
    adapter.open();
    expect(counts).toEqual([0]);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('the deferred adapter forwards once the real one has loaded, and stops after unsubscribe', async () => {
    let push: (n: number) => void = () => {};
    const real: ChatAdapter = {
      subscribeUnread(cb) {
        push = cb;
        cb(3);
        return () => {
          push = () => {};
        };
      },
      open: vi.fn(),
    };
    let resolve!: (a: ChatAdapter) => void;
    const adapter = deferredChatAdapter(new Promise((r) => (resolve = r)));
    const counts: number[] = [];
    const stop = adapter.subscribeUnread((n) => counts.push(n));
    adapter.open();
    expect(counts).toEqual([0]);
    resolve(real);
    await Promise.resolve();
    await Promise.resolve();
    push(12);
    expect(counts).toEqual([0, 3, 12]);
    expect(real.open).toHaveBeenCalledTimes(1);
    stop();
    push(20);
    expect(counts).toEqual([0, 3, 12]);
  });
});
