import { useLingui } from '@lingui/react/macro';
import { Icon } from '@nusa/ui-kit/icon';
import { Link, useCanGoBack, useRouter, useRouterState } from '@nusa/router/react';
import { useRef } from 'react';
import styles from './app-header.module.css';
import { LanguageSwitcher } from './language-switcher.tsx';
import { useScrollProgress } from './use-scroll-progress.ts';

/**
 * The header: back button (browser back; home when there is no in-app history), brand and the language
 * switcher. Transparent at the top, it fades to a translucent background over the first 350 px of scroll.
 */
export function AppHeader() {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useScrollProgress(ref);
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const isHome = useRouterState({ select: (s) => s.location.pathname === '/' });

  const back = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return (
    <header ref={ref} className={styles.header} data-solid="false">
      {isHome ? null : (
        <button type="button" className={styles.back} aria-label={t`Kembali`} onClick={back}>
          <Icon name="arrow-left" />
        </button>
      )}
      <Link to="/" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>Nusa Stay</span>
      </Link>
      <div className={styles.end}>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
