import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '@nusa/ui-kit/progress-bar';
import { useRouterState } from '@nusa/router/react';

/** Spec §9 "Loading bar throttle 200 ms, duration 5000 ms". */
export function NavigationProgress() {
  const { t } = useLingui();
  const active = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  return <ProgressBar active={active} throttleMs={200} durationMs={5000} aria-label={t`Memuat halaman`} />;
}
