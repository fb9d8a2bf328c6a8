// The configured chat widget (production only, see create-chat-adapter.ts). Kept in its own chunk so the
// first route never pays for it.
import type { ChatAdapter, Unsubscribe } from './chat.ts';

/**
 * What the widget script must expose once loaded (vendor glue lives in that script, served by us so the CSP
 * can allow it): `window.nusaChatWidget = { open(), onUnreadChange(cb) => unsubscribe }`.
 */
interface ChatWidgetGlobal {
  open(): void;
  onUnreadChange(cb: (count: number) => void): Unsubscribe;
}

declare global {
  interface Window {
    nusaChatWidget?: ChatWidgetGlobal;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Chat widget script failed to load: ${src}`));
    document.head.append(script);
  });
}

/**
 * Loads the widget script after the page has settled (it must never compete with the first route) and
 * forwards to it. Until it is ready the count stays 0 and a tap on the chat button waits for it.
 */
export function createScriptChatAdapter(src: string, onUnavailable: () => void): ChatAdapter {
  let widget: ChatWidgetGlobal | undefined;
  const listeners = new Set<(count: number) => void>();
  let last = 0;
  const emit = (count: number) => {
    last = Math.max(0, Math.floor(count) || 0);
    for (const l of listeners) l(last);
  };
  const ready: Promise<ChatWidgetGlobal | undefined> = new Promise<void>((resolve) => {
    const start = () => resolve();
    if (document.readyState === 'complete') setTimeout(start, 2000);
    else window.addEventListener('load', () => setTimeout(start, 2000), { once: true });
  })
    .then(() => loadScript(src))
    .then(() => {
      widget = window.nusaChatWidget;
      widget?.onUnreadChange(emit);
      return widget;
    })
    .catch((error: unknown) => {
      console.warn(error);
      return undefined;
    });
  return {
    subscribeUnread(onCount) {
      listeners.add(onCount);
      onCount(last);
      return () => listeners.delete(onCount);
    },
    open() {
      if (widget) widget.open();
      else void ready.then((w) => (w ? w.open() : onUnavailable()));
    },
  };
}
