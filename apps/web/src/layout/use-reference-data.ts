import { COMMON_CACHE_MINUTES, cacheTimeFrom, commonActions, isCacheExpired } from '@nusa/core/common-slice';
import {
  holidaysQuery,
  homepageMenusQuery,
  popularDestinationsQuery,
} from '@nusa/api-client/queries/general';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppSelector, useAppStore } from '../store.ts';

/** When a load fails, try again after this long instead of waiting for the full cache period. */
const RETRY_AFTER_FAILURE_MINUTES = 1;

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
    const common = store.getState().common;
    const otherLanguage = common.referenceLang != null && common.referenceLang !== lang;
    if (!otherLanguage && !isCacheExpired(common.cacheTime)) return;

    let current = true;
    Promise.allSettled([
      queryClient.fetchQuery(holidaysQuery({ perpage: 100, status: 'published' })),
      queryClient.fetchQuery(homepageMenusQuery()),
      queryClient.fetchQuery(popularDestinationsQuery()),
    ]).then(([holidays, menus, destinations]) => {
      // A newer run (the language changed meanwhile) owns the store now.
      if (!current) return;
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
    return () => {
      current = false;
    };
  }, [lang, store, queryClient]);
}
