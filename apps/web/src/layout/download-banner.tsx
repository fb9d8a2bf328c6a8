import {
  cacheTimeFrom,
  commonActions,
  commonSelectors,
  DOWNLOAD_BANNER_HIDE_HOURS,
  isCacheExpired,
} from '@nusa/core/common-slice';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@nusa/ui-kit/icon';
import { promotionsMobileRoute } from '@nusa/router/routes';
import { Link, useRouterState } from '@nusa/router/react';
import { useEffect } from 'react';
import { useNow } from '../lib/use-now.ts';
import { useAppDispatch, useAppSelector } from '../store.ts';
import styles from './download-banner.module.css';

/**
 * The download-the-app strip. Closing it hides it for 2 hours (spec §4, §9); it comes back by itself once the
 * cached time has passed. Not shown on the mobile promotions route (the app links there itself).
 */
export function DownloadBanner() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const show = useAppSelector(commonSelectors.selectShowDownloadApp);
  const hiddenUntil = useAppSelector(commonSelectors.selectCacheTimeDownloadApp);
  const onMobilePromotions = useRouterState({
    select: (s) => s.matches.some((m) => m.routeId === promotionsMobileRoute.id),
  });
  const now = useNow();
  const dismissalOver = !show && isCacheExpired(hiddenUntil, now);

  useEffect(() => {
    if (dismissalOver) dispatch(commonActions.restoreDownloadApp());
  }, [dismissalOver, dispatch]);

  if (onMobilePromotions || !(show || dismissalOver)) return null;

  const dismiss = () =>
    dispatch(
      commonActions.dismissDownloadApp({
        until: cacheTimeFrom(new Date(), { hours: DOWNLOAD_BANNER_HIDE_HOURS }),
      }),
    );

  return (
    <aside className={styles.banner} aria-label={t`Unduh aplikasi Nusa Stay`}>
      <img className={styles.icon} src="/favicon.svg" alt="" width={40} height={40} />
      <div className={styles.text}>
        <p className={styles.title}>Nusa Stay</p>
        <p className={styles.subtitle}>{t`Pesan hotel lebih cepat, dapatkan promo khusus aplikasi.`}</p>
      </div>
      <Link to="/download" className={styles.download}>
        {t`Unduh`}
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Tutup banner unduh aplikasi`}
        onClick={dismiss}
      >
        <Icon name="close" size={20} />
      </button>
    </aside>
  );
}
