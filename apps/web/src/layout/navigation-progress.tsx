import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@nusa/router/react';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadBar = () => import('@nusa/ui-kit/progress-bar');
const ProgressBar = lazy(() => loadBar().then((m) => ({ default: m.ProgressBar })));

/**
 * The bar for `active`, its code loaded on demand: the first route's JavaScript budget is spent, and the first
 * view never shows it (the start resolves the first route before it renders). The code is fetched once the start
 * is over, and the bar only shows after 200 ms of loading anyway (spec §9), so it is there when a navigation needs it.
 */
export function LazyProgress({ active, label }: { active: boolean; label: string }) {
  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);
  useEffect(() => {
    const warm = () => void loadBar().catch(() => {});
    const id = setTimeout(warm, 2000);
    return () => clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    // A chunk that fails to load shows no bar; the page itself is unaffected.
    <Suspense fallback={null}>
      <ProgressBar active={active} throttleMs={200} durationMs={5000} aria-label={label} />
    </Suspense>
  );
}

/** Spec §9 "Loading bar throttle 200 ms, duration 5000 ms". */
export function NavigationProgress() {
  const { t } = useLingui();
  const active = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  return <LazyProgress active={active} label={t`Memuat halaman`} />;
}
