// The support chat widget behind a small interface (spec §1 "support chat widget with unread badge"). The
// shell only needs an unread count and a way to open the conversation; which vendor sits behind it is
// configuration. Without VITE_CHAT_WIDGET_URL (always the case in development and tests) the local adapter is
// used and no third-party script is ever loaded.

export type Unsubscribe = () => void;

export interface ChatAdapter {
  /** Calls `onCount` with the current unread count at once and again on every change. */
  subscribeUnread(onCount: (count: number) => void): Unsubscribe;
  /** Opens the conversation. */
  open(): void;
}

/** Stand-in when no chat service is configured: never anything unread; opening explains that. */
export function createLocalChatAdapter(onOpen: () => void): ChatAdapter {
  return {
    subscribeUnread(onCount) {
      onCount(0);
      return () => {};
    },
    open: onOpen,
  };
}

/** Forwards to an adapter that is still loading; until it is there the count is 0 and an open waits. */
export function deferredChatAdapter(load: Promise<ChatAdapter>): ChatAdapter {
  return {
    subscribeUnread(onCount) {
      let stop: Unsubscribe | null = null;
      let stopped = false;
      onCount(0);
      void load.then((adapter) => {
        if (!stopped) stop = adapter.subscribeUnread(onCount);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    open() {
      void load.then((adapter) => adapter.open());
    },
  };
}

/** The chat widget is configured only for production builds with a widget URL. */
export function chatWidgetUrl(env: {
  PROD: boolean;
  VITE_CHAT_WIDGET_URL?: string | undefined;
}): string | null {
  const url = env.VITE_CHAT_WIDGET_URL?.trim();
  return env.PROD && url ? url : null;
}
