import { useLingui } from '@lingui/react/macro';
import type { MenuProduct } from '@nusa/core/common-slice';
import { Icon, type IconName } from '@nusa/ui-kit/icon';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import type { MouseEvent } from 'react';
import styles from './menu-products.module.css';

// ui-kit has no glyphs yet for flights, trains, tours and the like; these stand in until it does.
const ICONS: Record<MenuProduct['type'], IconName> = {
  hotel: 'bed',
  flight: 'location',
  train: 'location',
  tour: 'star',
  activity: 'star',
  promo: 'receipt',
  partner: 'user',
  eform: 'receipt',
};

export interface MenuProductsProps {
  items: MenuProduct[];
  /** True until the shell has loaded the reference data. */
  loading?: boolean;
  /**
   * Called for in-app paths so the container can navigate without a page load; absolute URLs are left to
   * the browser.
   */
  onOpenPath?: (path: string) => void;
}

const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Product tiles (hotel, flights, promos...). Only active items are shown (spec §4). */
export function MenuProducts({ items, loading = false, onOpenPath }: MenuProductsProps) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const active = items.filter((m) => m.status === 'active');

  if (loading && active.length === 0) {
    return (
      <section className={styles.section} aria-label={t`Produk`} aria-busy="true">
        <ul className={styles.grid}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.skeletonTile}>
              <Skeleton shape="circle" width={32} />
              <Skeleton shape="text" width="70%" />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (active.length === 0) return null;

  return (
    <nav className={styles.section} aria-label={t`Produk`}>
      <ul className={styles.grid}>
        {active.map((m) => (
          <li key={m.id}>
            <a
              href={m.url}
              className={styles.tile}
              style={{ backgroundColor: m.background_color, color: m.text_color }}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (!onOpenPath || !isAppPath(m.url) || e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                onOpenPath(m.url);
              }}
            >
              <Icon name={ICONS[m.type] ?? 'star'} size={28} />
              <span className={styles.caption}>{en ? m.caption_en || m.caption : m.caption}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
