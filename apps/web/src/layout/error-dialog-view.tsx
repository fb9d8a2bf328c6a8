import { useLingui } from '@lingui/react/macro';
import { commonActions, commonSelectors, type ErrorMessage } from '@nusa/core/common-slice';
import { Dialog } from '@nusa/ui-kit/dialog';
import { Icon, type IconName } from '@nusa/ui-kit/icon';
import { useRouter } from '@nusa/router/react';
import { useAppDispatch, useAppSelector } from '../store.ts';

const ICONS: Record<NonNullable<ErrorMessage['icon']>, IconName> = {
  error: 'alert',
  warning: 'alert',
  info: 'info',
  success: 'check-circle',
};

/** Where `buttonUrl` leads: an in-app path, or another origin (http/https only). */
export function resolveButtonUrl(
  url: string,
  origin: string,
): { inApp: string } | { external: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin === origin) return { inApp: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { external: parsed.href };
}

/**
 * The dialog itself, loaded only once a message is set (see error-dialog.tsx): closing clears the message and,
 * when the message has a buttonUrl, goes there replacing the current history entry.
 */
export default function ErrorDialogView() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const message = useAppSelector(commonSelectors.selectErrorMessage);

  const close = () => {
    const url = message?.buttonUrl;
    dispatch(commonActions.setErrorMessage(null));
    if (!url) return;
    const target = resolveButtonUrl(url, window.location.origin);
    if (!target) return;
    if ('inApp' in target) void router.navigate({ href: target.inApp, replace: true });
    else window.location.replace(target.external);
  };

  return (
    <Dialog
      open={message !== null}
      onClose={close}
      title={message?.title ?? ''}
      icon={message?.icon ? <Icon name={ICONS[message.icon]} size={40} /> : undefined}
      primaryAction={{ label: message?.buttonText || t`Tutup`, onClick: close }}
    >
      {message?.content || undefined}
    </Dialog>
  );
}
