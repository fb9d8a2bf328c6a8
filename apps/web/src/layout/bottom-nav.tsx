import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { commonActions, commonSelectors } from '@nusa/core/common-slice';
import { Link } from '@nusa/router/react';
import { CountBadge } from '@nusa/ui-kit/badge';
import { Icon, type IconName } from '@nusa/ui-kit/icon';
import { useEffect } from 'react';
import { useChatAdapter } from '../adapters/chat-context.tsx';
import { useAppDispatch, useAppSelector, useAppStore } from '../store.ts';
import styles from './bottom-nav.module.css';

/** The inbox exists in the copy but is switched off (spec §2); flip when an inbox route ships. */
const INBOX_ENABLED = false;

type LinkPath = '/' | '/account/history' | '/favorite' | '/account';

type NavItem =
  | { key: string; kind: 'link'; to: LinkPath; icon: IconName; label: MessageDescriptor }
  | { key: 'chat'; kind: 'chat'; icon: IconName; label: MessageDescriptor }
  | { key: 'inbox'; kind: 'off'; icon: IconName; label: MessageDescriptor };

/** In the spec's order: home, orders, chat, favorites, (inbox), profile. */
const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', kind: 'link', to: '/', icon: 'home', label: msg`Beranda` },
  { key: 'orders', kind: 'link', to: '/account/history', icon: 'receipt', label: msg`Pesanan` },
  { key: 'chat', kind: 'chat', icon: 'chat', label: msg`Chat` },
  { key: 'favorites', kind: 'link', to: '/favorite', icon: 'heart', label: msg`Favorit` },
  { key: 'inbox', kind: 'off', icon: 'info', label: msg`Kotak Masuk` },
  { key: 'profile', kind: 'link', to: '/account', icon: 'user', label: msg`Profil` },
];

function ChatSlot({ label }: { label: string }) {
  const { t } = useLingui();
  const adapter = useChatAdapter();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const unread = useAppSelector(commonSelectors.selectCountUnreadNumber);

  useEffect(() => {
    if (!adapter) return;
    // Only a change is dispatched: the adapters answer at once as they are subscribed, in the first commit's effects,
    // and a dispatch runs every reducer and wakes every selector of the page (13 ms of a 4x-slowed phone, issue 14).
    return adapter.subscribeUnread((count) => {
      if (commonSelectors.selectCountUnreadNumber(store.getState()) !== count)
        dispatch(commonActions.setCountUnreadNumber(count));
    });
  }, [adapter, dispatch, store]);

  const unreadLabel = t`${unread} pesan belum dibaca`;
  return (
    <button
      type="button"
      className={styles.item}
      // The visible label first, then the count, which the badge shows only as "9+" above 9.
      aria-label={unread > 0 ? `${label}, ${unreadLabel}` : label}
      onClick={() => adapter?.open()}
    >
      <span className={styles.iconWrap}>
        <Icon name="chat" />
        <CountBadge className={styles.badge} count={unread} max={9} aria-label={unreadLabel} />
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}

/**
 * Bottom navigation. An item is active (aria-current="page") only when the current path equals its path
 * exactly, so /account is not active on /account/history.
 */
export function BottomNav() {
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Navigasi utama`}>
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => {
          if (item.kind === 'off' && !INBOX_ENABLED) return null;
          const label = i18n._(item.label);
          return (
            <li key={item.key} className={styles.cell}>
              {item.kind === 'chat' ? (
                <ChatSlot label={label} />
              ) : item.kind === 'link' ? (
                <Link
                  to={item.to}
                  className={styles.item}
                  activeOptions={{ exact: true, includeSearch: false, includeHash: false }}
                  activeProps={{ className: styles.active }}
                >
                  <span className={styles.iconWrap}>
                    <Icon name={item.icon} />
                  </span>
                  <span className={styles.label}>{label}</span>
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
