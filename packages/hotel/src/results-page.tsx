import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { startInTurn } from '@nusa/api-client/in-turn';
import { hotelSearchFiltersQuery, hotelSearchPagesQuery } from '@nusa/api-client/queries/hotels';
import { jakartaToday, nightsOf } from '@nusa/api-client/stay';
import { Link, useSession } from '@nusa/router/react';
import type {} from '@nusa/router/router';
import { Button } from '@nusa/ui-kit/button';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { usePageRoute } from './page-route';
import { EditSearchSheet, preloadSearchForm } from './results/edit-search-sheet';
import { FilterSheet } from './results/filter-sheet';
import { HotelCard, HotelCardSkeleton } from './results/hotel-card';
import {
  activeFilterCount,
  criteriaOf,
  defaultSortOf,
  destinationFromRoute,
  filtersOf,
  lastSearchOf,
  NO_FILTERS,
  productParams,
  RESULTS_ROUTE_IDS,
  type ResultsFilters,
  stayCriteria,
  withFilters,
} from './results/results-model';
import styles from './results/results-page.module.css';
import {
  ResultsEmpty,
  ResultsError,
  ResultsSkeleton,
  SignInPrompt,
  SummaryBar,
} from './results/results-parts';
import { WithResultsCatalog } from './results/with-results-catalog';
import { useHotelSlots } from './slots';
import { stayOfSearch } from './stay-search';

/** The sign-in prompt goes after this many results (or after the last one on shorter lists). */
const SIGN_IN_AFTER = 3;
/** Cards rendered with the list's first paint (a phone shows two or three); the rest follow in a transition. */
const FIRST_CARDS = 4;

/** The results route's id, params and search (see page-route.ts); any other match counts as bare /hotel. */
function useResultsRoute() {
  const route = usePageRoute(RESULTS_ROUTE_IDS);
  return { ...route, routeId: route.routeId ?? '/hotel' };
}

/**
 * Starts the first page of results while the page's catalog is still loading, instead of after it: the list
 * (and its first photos, the largest paint) would otherwise wait for two downloads in a row. The page's own
 * query then finds it in flight or done under the same key.
 */
function useEarlySearch() {
  const queryClient = useQueryClient();
  const { routeId, params, search } = useResultsRoute();
  const [today] = useState(() => jakartaToday());
  useEffect(() => {
    const dest = destinationFromRoute(routeId, params, search);
    if (!dest) return;
    // In a task of its own (api-client README), not in the first commit's task with the rest of its effects.
    return startInTurn([
      () =>
        queryClient.prefetchInfiniteQuery(hotelSearchPagesQuery(criteriaOf(dest.destination, search, today))),
    ]);
  }, [queryClient, routeId, params, search, today]);
}

/**
 * Hotel results for every results route (/hotel, /hotel/search, /hotel/city[/area], /hotel/poi, /hotel/group).
 * Everything the list depends on lives in the URL: destination in the path, criteria, sort and filters in the
 * query, so the page can be shared and reloaded.
 */
function Results() {
  const { t } = useLingui();
  const { routeId, params, search, navigateSearch } = useResultsRoute();
  // The session comes with the router context (features may not read the auth feature's state).
  const { signedIn } = useSession();
  // The favorites toggle, when the shell provides one (this package never imports the favorites feature).
  const { FavoriteToggle } = useHotelSlots();
  const [today] = useState(() => jakartaToday());
  const [sheet, setSheet] = useState<'search' | 'filter' | null>(null);

  const dest = useMemo(() => destinationFromRoute(routeId, params, search), [routeId, params, search]);
  const criteria = useMemo(
    () => (dest ? criteriaOf(dest.destination, search, today) : null),
    [dest, search, today],
  );
  const nearby = dest?.destination.type === 'nearby';
  const defaultSort = defaultSortOf(dest?.destination);
  const filters = filtersOf(search);
  const stay = stayOfSearch(search, today);

  // A null criteria (no destination) never runs: `enabled` is false and the key is a placeholder.
  const c = criteria as NonNullable<typeof criteria>;
  const results = useInfiniteQuery({ ...hotelSearchPagesQuery(c), enabled: criteria !== null });
  const facets = useQuery({
    ...hotelSearchFiltersQuery(c),
    // Counts are only needed once the visitor opens the sheet.
    enabled: criteria !== null && sheet === 'filter',
  });

  // An answer arrives through useSyncExternalStore, which React renders synchronously: the list would be built
  // in one long task, blocking input on a slow phone. The deferred copy renders it in a background pass that
  // yields every few milliseconds; the skeleton (or the previous list) stays until it is done.
  const data = useDeferredValue(results.data);
  const allHotels = data?.pages.flatMap((p) => p.data) ?? [];
  // The first cards paint at once; the rest of the page render in a transition, which React splits into short
  // slices, instead of one long task that holds back the first photo's paint and blocks input on a slow phone.
  const [allCards, setAllCards] = useState(false);
  const listed = allHotels.length > 0;
  useEffect(() => {
    if (listed && !allCards) startTransition(() => setAllCards(true));
  }, [listed, allCards]);
  const hotels = allCards ? allHotels : allHotels.slice(0, FIRST_CARDS);
  const context = data?.pages[0]?.search;
  const total = data?.pages[0]?.meta.total;
  const destinationName = nearby
    ? (context?.destination_name ?? t`Di sekitar Anda`)
    : (context?.destination_name ?? dest?.name ?? '');
  // "Hotel di Di sekitar Anda" would not do: a position has a heading of its own.
  const heading = nearby ? t`Hotel di sekitar Anda` : destinationName ? t`Hotel di ${destinationName}` : '';

  useEffect(() => {
    if (heading) document.title = heading;
  }, [heading]);

  const applyFilters = (next: ResultsFilters) => {
    setSheet(null);
    void navigateSearch(withFilters(search, next, defaultSort));
  };

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  useEffect(() => {
    const node = sentinel.current;
    // Not while only the first cards are there: the sentinel would sit in view and load page 2 at once.
    if (!node || !hasNextPage || !allCards || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      // Start well before the end so a scrolling thumb rarely meets the skeletons.
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, allCards]);

  const editSearch = () => setSheet('search');
  const error = results.error;
  const errorMessage = error
    ? isApiError(error) && error.status > 0 && error.status < 500
      ? error.message
      : t`Terjadi gangguan saat mencari hotel. Periksa koneksi Anda lalu coba lagi.`
    : null;

  const signInAt = Math.min(SIGN_IN_AFTER, hotels.length) - 1;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{heading || <Trans>Cari hotel</Trans>}</h1>
      <SummaryBar
        destinationName={destinationName || t`Pilih destinasi`}
        checkIn={stay.checkIn}
        checkOut={stay.checkOut}
        nights={context?.nights ?? nightsOf(stay)}
        guests={stay}
        onEdit={editSearch}
        onWarm={preloadSearchForm}
        filterCount={activeFilterCount(filters)}
        onFilter={() => setSheet('filter')}
      />

      {total !== undefined && hotels.length > 0 ? (
        <p className={styles.count} role="status">
          <Trans>{total} hotel ditemukan</Trans>
        </p>
      ) : null}

      {!dest ? (
        <ResultsEmpty hasFilters={false} onClearFilters={() => {}} onEditSearch={editSearch} />
      ) : errorMessage ? (
        <ResultsError
          message={errorMessage}
          onEditSearch={editSearch}
          onRetry={
            isApiError(error) && error.status >= 400 && error.status < 500
              ? undefined
              : () => void results.refetch()
          }
        />
      ) : results.isPending || data === undefined ? (
        <ResultsSkeleton />
      ) : hotels.length === 0 ? (
        <ResultsEmpty
          hasFilters={activeFilterCount(filters) > 0}
          onClearFilters={() => applyFilters({ ...NO_FILTERS, sort: filters.sort })}
          onEditSearch={editSearch}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t`Daftar hotel`}>
            {hotels.map((hotel, index) => (
              <Fragment key={hotel.id}>
                <li>
                  <HotelCard
                    hotel={hotel}
                    eager={index < 2}
                    // Near the visitor the card says "from your location"; near a place, from that place.
                    distanceFrom={nearby ? undefined : destinationName}
                    favorite={
                      FavoriteToggle ? <FavoriteToggle hotelId={hotel.id} hotelName={hotel.name} /> : null
                    }
                    // A guest's member-rate line opens the sign-in modal over this page, like the prompt below.
                    renderSignInLink={
                      signedIn
                        ? undefined
                        : (children, className) => (
                            <Link to="." search={(prev) => ({ ...prev, login: 1 })} className={className}>
                              {children}
                            </Link>
                          )
                    }
                    renderLink={(p) => (
                      <Link
                        to="/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}"
                        params={productParams(hotel)}
                        search={stayCriteria(search)}
                        className={p.className}
                        aria-label={p['aria-label']}
                      >
                        {p.children}
                      </Link>
                    )}
                  />
                </li>
                {/* Guests only. `?login=1` on this very page makes the shell open the sign-in modal over it. */}
                {!signedIn && index === signInAt ? (
                  <li>
                    <SignInPrompt
                      renderLink={(children, className) => (
                        <Link to="." search={(prev) => ({ ...prev, login: 1 })} className={className}>
                          {children}
                        </Link>
                      )}
                    />
                  </li>
                ) : null}
              </Fragment>
            ))}
          </ul>
          {isFetchingNextPage ? <ResultsSkeleton count={2} /> : null}
          {results.isFetchNextPageError ? (
            <p role="alert" className={styles.inlineError}>
              <Trans>Gagal memuat hotel berikutnya.</Trans>
            </p>
          ) : null}
          <div ref={sentinel} className={styles.sentinel} />
          {hasNextPage && allCards ? (
            <div className={styles.more}>
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                <Trans>Muat lebih banyak</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}

      {sheet === 'search' ? (
        <EditSearchSheet
          from={lastSearchOf(dest, search, today, routeId, params, context?.destination_name)}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {sheet === 'filter' ? (
        <FilterSheet
          open
          onClose={() => setSheet(null)}
          value={{ ...filters, sort: filters.sort ?? defaultSort }}
          facets={facets.data?.data}
          distanceSort={nearby || dest?.destination.type === 'poi'}
          defaultSort={defaultSort}
          onApply={applyFilters}
        />
      ) : null}
    </main>
  );
}

/** Loads the page's catalog first; a skeleton shows meanwhile (it has no copy of its own to translate). */
export function ResultsPage() {
  useEarlySearch();
  return (
    <WithResultsCatalog fallback={<CatalogPending />}>
      <Results />
    </WithResultsCatalog>
  );
}

function CatalogPending() {
  return (
    <main className={styles.page} aria-busy="true">
      <ul className={styles.list}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <HotelCardSkeleton />
          </li>
        ))}
      </ul>
    </main>
  );
}

export default ResultsPage;
