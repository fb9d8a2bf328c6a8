import { useLingui } from '@lingui/react/macro';
import { AuthHost } from '@nusa/auth-otp/auth-host';
import { Outlet, useRouterState } from '@nusa/router/react';
import { promotionsMobileRoute } from '@nusa/router/routes';
import { lazy, Suspense } from 'react';
import { usePhoneLandscape } from '../lib/use-media-query.ts';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { DownloadBanner } from './download-banner.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import styles from './root-layout.module.css';
import { useEmbeddedMode } from './use-embedded-mode.ts';
import { useQueryLanguage } from './use-query-language.ts';
import { useReferenceData } from './use-reference-data.ts';

// Only phones held sideways ever see the notice, so it loads on demand instead of riding on the first route.
const LandscapeNotice = lazy(() =>
  import('./landscape-notice.tsx').then((m) => ({ default: m.LandscapeNotice })),
);

/**
 * The default layout of every page (root route component): progress bar, download banner, header, the page,
 * bottom navigation and the global error dialog. Pages render their own <main>.
 */
export function RootLayout() {
  const { t } = useLingui();
  useQueryLanguage();
  useReferenceData();
  // The native app's promotions web view (/promotions/mobiles/…) is the app's page whatever its query says: no
  // header, download banner or bottom navigation (spec §2 hides the banner on it; issue 13 the rest).
  const appView = useRouterState({
    select: (s) => s.matches.some((m) => m.routeId === promotionsMobileRoute.id),
  });
  const embedded = useEmbeddedMode() || appView;
  const landscape = usePhoneLandscape();

  return (
    <>
      <NavigationProgress />
      {/* Hidden rather than unmounted in landscape, so rotating back finds the page (and its form) as it was. */}
      <div className={styles.shell} hidden={landscape}>
        <a className={styles.skipLink} href="#content">
          {t`Langsung ke konten`}
        </a>
        {embedded ? null : <DownloadBanner />}
        {embedded ? null : <AppHeader />}
        <div id="content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </div>
        {appView ? null : <BottomNav />}
      </div>
      {landscape ? (
        <Suspense fallback={null}>
          <LandscapeNotice />
        </Suspense>
      ) : null}
      <ErrorDialog />
      {/* Sign-in / register modals on demand (openAuth, `?login=1`); renders nothing until asked. */}
      <AuthHost />
    </>
  );
}
