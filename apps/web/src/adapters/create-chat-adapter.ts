import { t } from '@lingui/core/macro';
import { commonActions } from '@nusa/core/common-slice';
import type { AppDispatch } from '../store.ts';
import { type ChatAdapter, chatWidgetUrl, createLocalChatAdapter, deferredChatAdapter } from './chat.ts';

/** The chat adapter for this build: the widget in production when configured, the local one otherwise. */
export function createChatAdapter(
  dispatch: AppDispatch,
  env: { PROD: boolean; VITE_CHAT_WIDGET_URL?: string | undefined } = import.meta.env,
): ChatAdapter {
  // Messages are translated when shown, in the language active at that moment.
  const notConfigured = () =>
    dispatch(
      commonActions.setErrorMessage({
        icon: 'info',
        title: t`Chat belum tersedia`,
        content: t`Layanan chat belum dikonfigurasi. Untuk bantuan, hubungi layanan pelanggan kami melalui e-mail.`,
      }),
    );
  const unavailable = () =>
    dispatch(
      commonActions.setErrorMessage({
        icon: 'warning',
        title: t`Chat tidak dapat dibuka`,
        content: t`Layanan chat sedang tidak dapat dimuat. Silakan coba lagi nanti.`,
      }),
    );
  const url = chatWidgetUrl(env);
  if (!url) return createLocalChatAdapter(notConfigured);
  return deferredChatAdapter(
    import('./script-chat.ts')
      .then((m) => m.createScriptChatAdapter(url, unavailable))
      .catch(() => createLocalChatAdapter(unavailable)),
  );
}
