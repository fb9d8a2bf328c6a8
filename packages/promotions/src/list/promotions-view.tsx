import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { landingPagesQuery } from '@nusa/api-client/queries/promotions';
import type { Lang } from '@nusa/i18n/languages';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Tab, TabList, TabPanel, Tabs } from '@nusa/ui-kit/tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROMOTION_TABS, type PromotionTab } from '../model/promotion';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import styles from './promotions-view.module.css';

const TAB_LABELS = {
  all: msg`Semua`,
  special_offer: msg`Penawaran Spesial`,
  bank_promo: msg`Promo Bank`,
} as const;

/** How many promotions one page shows: every current one (the demo has about a dozen). */
const PER_PAGE = 50;
/** Cards whose picture is above the fold on a phone. */
const EAGER_CARDS = 2;

/** The list's first request: the page asks for it as the server's first answers do (apps/api first-paint.ts). */
const promotionsListParams = (tab: PromotionTab) => ({ category: tab, perpage: PER_PAGE });

interface PromotionsViewProps {
  /** Inside the native app's web view: the cards open the web view's own route. */
  embedded?: boolean;
}

/** Promo: tabs all / special offers / bank promos over a grid of the current promotions. */
export function PromotionsView({ embedded = false }: PromotionsViewProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Lang;
  const [tab, setTab] = useState<PromotionTab>('all');
  const query = useQuery({ ...landingPagesQuery(promotionsListParams(tab)), select: (body) => body.data });
  // The page is busy (for the server's loading shell too) until its first list is on screen.
  return (
    <main className={styles.page} aria-busy={query.isPending || undefined}>
      <h1 className={styles.title}>
        <Trans>Promo</Trans>
      </h1>
      <Tabs value={tab} onValueChange={(next) => setTab(next as PromotionTab)}>
        <TabList aria-label={t`Kategori promo`} fullWidth>
          {PROMOTION_TABS.map((value) => (
            <Tab key={value} value={value}>
              {t(TAB_LABELS[value])}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab} className={styles.panel}>
          {query.isPending ? (
            <>
              <p className="nusa-visually-hidden" role="status">
                <Trans>Memuat promo…</Trans>
              </p>
              <div className={styles.grid}>
                {Array.from({ length: 3 }, (_, i) => (
                  <PromotionCardSkeleton key={i} />
                ))}
              </div>
            </>
          ) : query.isError ? (
            <div className={styles.state} role="alert">
              <p>
                <Trans>Promo tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
              </p>
              <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
                <Trans>Coba lagi</Trans>
              </Button>
            </div>
          ) : query.data.length === 0 ? (
            <EmptyState
              title={t`Belum ada promo`}
              description={t`Promo baru akan muncul di sini. Cek lagi nanti, ya.`}
            />
          ) : (
            <ul className={styles.grid}>
              {query.data.map((promotion, i) => (
                <li key={promotion.id} className={styles.item}>
                  <PromotionCard
                    promotion={promotion}
                    lang={lang}
                    embedded={embedded}
                    eager={i < EAGER_CARDS}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      </Tabs>
    </main>
  );
}
