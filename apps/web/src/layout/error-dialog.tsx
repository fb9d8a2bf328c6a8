import { commonSelectors } from '@nusa/core/common-slice';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../store.ts';

// The dialog (and the ui-kit overlay machinery behind it) is only downloaded when there is an error to show,
// which keeps it out of the first route's JavaScript.
const ErrorDialogView = lazy(() => import('./error-dialog-view.tsx'));

/** The global error dialog, bound to common.errorMessage (spec §1, §4). */
export function ErrorDialog() {
  const hasMessage = useAppSelector((s) => commonSelectors.selectErrorMessage(s) !== null);
  if (!hasMessage) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialogView />
    </Suspense>
  );
}
