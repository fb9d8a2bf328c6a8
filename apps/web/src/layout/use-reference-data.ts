import { startInTurn } from '@nusa/api-client/in-turn';
import {
  holidaysQuery,
  homepageMenusQuery,
  popularDestinationsQuery,
} from '@nusa/api-client/queries/general';
import { COMMON_CACHE_MINUTES, cacheTimeFrom, commonActions, isCacheExpired } from '@nusa/core/common-slice';
import type { Lang } from '@nusa/i18n/languages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type AppStore, useAppSelector, useAppStore } from '../store.ts';

/** When a load fails, try again after this long instead of waiting for the full cache period. */
const RETRY_AFTER_FAILURE_MINUTES = 1;

/**
 * Loads holidays, menu products and popular destinations into common state unless the cached copy is still
 * fresh and in `lang`. `isCurrent` lets a caller drop a result that a newer load (another language) replaced.
 * Called by boot() before the first render, so the requests run in parallel with the page and catalog chunks
 * instead of after them (they feed the home page's largest image), and by the layout on language changes.
 * TanStack Query dedupes the two when they overlap.
 */
export function loadReferenceData(
  store: AppStore,
  queryClient: QueryClient,
  lang: Lang,
  isCurrent: () => boolean = () => true,
): Promise<void> | undefined {
  const common = store.getState().common;
  const otherLanguage = common.referenceLang != null && common.referenceLang !== lang;
  if (!otherLanguage && !isCacheExpired(common.cacheTime)) return undefined;

  return Promise.allSettled([
    queryClient.fetchQuery(holidaysQuery({ perpage: 100, status: 'published' })),
    queryClient.fetchQuery(homepageMenusQuery()),
    queryClient.fetchQuery(popularDestinationsQuery()),
  ]).then(([holidays, menus, destinations]) => {
    if (!isCurrent()) return;
    const failed = [holidays, menus, destinations].filter((r) => r.status === 'rejected');
    for (const f of failed) console.warn('Reference data could not be loaded', f.reason);
    store.dispatch(
      commonActions.setReferenceData({
        publicHolidays: holidays.status === 'fulfilled' ? holidays.value.data : undefined,
        menuProducts: menus.status === 'fulfilled' ? menus.value.data : undefined,
        popularDestination: destinations.status === 'fulfilled' ? destinations.value.data : undefined,
        // Stamped even after a failure so pages stop showing skeletons; the next visit after a minute retries.
        cacheTime: cacheTimeFrom(new Date(), {
          minutes: failed.length ? RETRY_AFTER_FAILURE_MINUTES : COMMON_CACHE_MINUTES,
        }),
        lang,
      }),
    );
  });
}

/**
 * Spec "Default layout: on mount it fetches public holidays, menu products and popular destinations", cached
 * for 60 minutes ("Common cache 60 minutes"): skipped while the stored cache time has not passed and the data
 * is in the active language (holiday names are localised).
 */
export function useReferenceData(): void {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const lang = useAppSelector((s) => s.common.LANG);

  useEffect(() => {
    let current = true;
    // In a task of its own (api-client README): not in the first commit's task with the page's own requests.
    const cancel = startInTurn([() => loadReferenceData(store, queryClient, lang, () => current)]);
    return () => {
      current = false;
      cancel();
    };
  }, [lang, store, queryClient]);
}
