import { Trans, useLingui } from '@lingui/react/macro';
import type { LastSearch } from '../search-slice';
import { BottomSheet } from '@nusa/ui-kit/bottom-sheet';
import { lazy, Suspense } from 'react';

// The home page's search form, taken from the home page's chunk (see home-page.tsx) rather than imported.
const SearchFormContainer = lazy(() =>
  import('../home-page').then((m) => ({ default: m.SearchFormContainer })),
);

/** Loads the search form ahead of need (pointer over or focus on the button that opens it). */
export const preloadSearchForm = () => void import('../home-page');

/**
 * The home page's search form in a bottom sheet, prefilled with the results' criteria. Mounted only while
 * open, so each opening starts from the URL again.
 */
export function EditSearchSheet({ from, onClose }: { from: LastSearch | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <BottomSheet open onClose={onClose} title={<Trans>Ubah pencarian</Trans>} closeLabel={t`Tutup`}>
      <Suspense fallback={<p role="status">{t`Memuat formulir…`}</p>}>
        <SearchFormContainer from={from} onSubmitted={onClose} />
      </Suspense>
    </BottomSheet>
  );
}
