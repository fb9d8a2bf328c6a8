import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { startInTurn } from '@nusa/api-client/in-turn';
import {
  hotelBadgesQuery,
  hotelDescriptionsQuery,
  hotelPhotosQuery,
  hotelQuery,
  hotelReviewPagesQuery,
  hotelRoomsQuery,
} from '@nusa/api-client/queries/hotels';
import { jakartaToday, nightsOf, roomsParams, type Stay, staySearchOf } from '@nusa/api-client/stay';
import { commonSelectors } from '@nusa/core/common-slice';
import { Link, useNavigate, useSession } from '@nusa/router/react';
import type {} from '@nusa/router/router';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styles from './detail/detail.module.css';
import { WithDetailCatalog } from './detail/detail-catalog';
import {
  cheapestRoom,
  DETAIL_ROUTE_IDS,
  type HotelRoom,
  hotelIdOf,
  REVIEWS_PER_PAGE,
  type ReviewSort,
} from './detail/detail-model';
import { DetailError, DetailNotFound, DetailSkeleton } from './detail/detail-sections';
import { DetailView, type RoomsState } from './detail/detail-view';
import type { ReviewsProps } from './detail/reviews';
import { setHotelDetail, setParams, setPrices } from './hotel-slice';
import { usePageRoute } from './page-route';
import { useHotelSlots } from './slots';
import { stayOfSearch } from './stay-search';

// The search form's sheets, loaded on first use (and warmed when the visitor points at the stay bar) through
// the home page's chunk, which already imports them (see home-page.tsx): importing them from here would split
// the modules they share with the first route's chunk out of it.
const loadDateSheet = () => import('./home-page').then((m) => m.loadDateSheet());
const loadGuestsSheet = () => import('./home-page').then((m) => m.loadGuestsSheet());
const DateSheet = lazy(() => loadDateSheet().then((m) => ({ default: m.DateSheet })));
const GuestsSheet = lazy(() => loadGuestsSheet().then((m) => ({ default: m.GuestsSheet })));
const warmSheets = () => {
  void loadDateSheet();
  void loadGuestsSheet();
};

/** The detail route's params and search (see page-route.ts). */
const useDetailRoute = () => usePageRoute(DETAIL_ROUTE_IDS);

const STAY_KEYS = ['checkin', 'checkout', 'rooms', 'adults', 'children'] as const;
/** One empty list while the descriptions load, so the memoized sections see the same value each render. */
const NO_DESCRIPTIONS: [] = [];
const NO_BADGES: [] = [];
const FIRST_REVIEW_SORT: ReviewSort = 'newest';

/** The hotel detail page: everything about one hotel, and its rooms for the stay in the URL. */
function Detail() {
  const { t } = useLingui();
  const dispatch = useDispatch();
  const { FavoriteToggle } = useHotelSlots();
  // The session comes with the router context: guests get the sign-in line of member rates.
  const { signedIn } = useSession();
  const { params, search, rawSearch, navigateSearch } = useDetailRoute();
  const navigate = useNavigate();
  const [today] = useState(() => jakartaToday());
  const [sheet, setSheet] = useState<'dates' | 'guests' | null>(null);
  const [reviewSort, setReviewSort] = useState<ReviewSort>(FIRST_REVIEW_SORT);

  const hotelId = hotelIdOf(params);
  // A null id never fetches (`enabled` is false); 0 only fills the keys.
  const id = hotelId ?? 0;
  const enabled = hotelId !== null;
  const stay = useMemo(() => stayOfSearch(search, today), [search, today]);
  const nights = nightsOf(stay);

  const info = useQuery({ ...hotelQuery(id), enabled });
  const photos = useQuery({ ...hotelPhotosQuery(id), enabled });
  const descriptions = useQuery({ ...hotelDescriptionsQuery(id), enabled });
  const badges = useQuery({ ...hotelBadgesQuery(id), enabled });
  const rooms = useQuery({ ...hotelRoomsQuery(id, roomsParams(stay)), enabled });
  const reviews = useInfiniteQuery({
    ...hotelReviewPagesQuery({ hotel_id: id, sort: reviewSort, perpage: REVIEWS_PER_PAGE }),
    // Below the fold: only once the hotel itself is there.
    enabled: enabled && info.isSuccess,
  });

  // Answers arrive through useSyncExternalStore, whose updates React renders synchronously: the whole page
  // would be built in one long task as each answer lands, blocking input on a slow phone (Lighthouse's TBT).
  // Deferred copies render the arrivals in a background pass that yields every few milliseconds; the skeleton
  // (or the previous answer) stays on screen until it is done.
  const infoData = useDeferredValue(info.data);
  const photosData = useDeferredValue(photos.data);
  const descriptionsData = useDeferredValue(descriptions.data);
  const badgesData = useDeferredValue(badges.data);
  const roomsData = useDeferredValue(rooms.data);

  const hotel = infoData?.data;
  const roomList = roomsData?.data.rooms;
  const cheapest = roomList ? cheapestRoom(roomList) : null;
  const displayPrice = roomList ? (cheapest?.price_per_night ?? null) : (hotel?.cheapest_price ?? null);

  useEffect(() => {
    if (hotel?.name) document.title = hotel.name;
  }, [hotel?.name]);

  // The hotel store (spec §3): what is open, for which stay, and its prices.
  useEffect(() => {
    if (hotelId === null) return;
    dispatch(setHotelDetail({ ...params, id: hotelId, ...stayFields(stay) }));
    dispatch(setParams(staySearchOf(stay)));
  }, [dispatch, hotelId, params, stay]);
  useEffect(() => {
    if (!hotel) return;
    dispatch(setPrices({ cheapestPrice: hotel.cheapest_price, displayPrice }));
  }, [dispatch, hotel, displayPrice]);

  // Every prop of the (memoized) view keeps its identity until what it shows changes. Query results arrive
  // through useSyncExternalStore, which React renders synchronously, and a query's result also changes when its
  // observer subscribes after the first commit (its snapshot then differs from the one rendered, and React renders
  // again at once). The data above are deferred copies that stay put in such a render, so the view can bail out:
  // without this, each of those renders rebuilt the whole page in one task (66 ms of a 4x-slowed phone right after
  // the first commit, issue 14; the hotel README has the profile).
  const changeStay = useCallback(
    (next: Stay) => {
      setSheet(null);
      const query: Record<string, unknown> = { ...rawSearch };
      for (const key of STAY_KEYS) delete query[key];
      // Replace: going back should leave the hotel, not step through every date tried.
      void navigateSearch({ ...query, ...staySearchOf(next) }, { replace: true });
    },
    [rawSearch, navigateSearch],
  );
  const chooseRoom = useCallback(
    (room: HotelRoom) => {
      // The checkout of this room for this stay (checkout needs a member: the route's guard asks a guest to sign
      // in). The price shown goes along so the cart can say when the held price differs from it.
      if (hotelId !== null)
        void navigate({
          to: '/checkout',
          search: { hotel_id: hotelId, room_id: room.id, price: room.price_per_night, ...staySearchOf(stay) },
        });
    },
    [hotelId, navigate, stay],
  );
  const editDates = useCallback(() => setSheet('dates'), []);
  const editGuests = useCallback(() => setSheet('guests'), []);
  // A guest's member-rate lines open the sign-in modal over this page (`?login=1`, like the results').
  const renderSignInLink = useMemo(
    () =>
      signedIn
        ? undefined
        : (children: ReactNode, className: string) => (
            <Link to="." search={(prev) => ({ ...prev, login: 1 })} className={className}>
              {children}
            </Link>
          ),
    [signedIn],
  );

  // The rooms' and the reviews' states are deferred whole, their flags with their data: a flag alone changing in
  // a synchronous render (the reviews' first page answered: no longer loading, its reviews still the deferred
  // copy's none) would show a state that never was, and render the view twice.
  const roomsFailure = rooms.isError ? rooms.error : null;
  const refetchRooms = rooms.refetch;
  const roomsState = useDeferredValue(
    useMemo<RoomsState>(() => {
      if (roomsFailure) {
        const answered = isApiError(roomsFailure) && roomsFailure.status >= 400 && roomsFailure.status < 500;
        return {
          status: 'error',
          message: answered
            ? roomsFailure.message
            : t`Terjadi gangguan saat memuat kamar. Periksa koneksi Anda lalu coba lagi.`,
          onRetry: answered ? undefined : () => void refetchRooms(),
        };
      }
      return rooms.data
        ? { status: 'success', rooms: rooms.data.data.rooms, nights: rooms.data.data.nights }
        : { status: 'pending' };
    }, [roomsFailure, refetchRooms, rooms.data, t]),
  );

  const {
    data: reviewPagesData,
    hasNextPage,
    isFetchingNextPage,
    isPending,
    isError,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = reviews;
  const reviewsState = useDeferredValue(
    useMemo(() => {
      const pages = reviewPagesData?.pages ?? [];
      return {
        summary: pages[0]?.meta.summary ?? null,
        reviews: pages.flatMap((p) => p.data),
        total: pages[0]?.meta.total ?? 0,
        hasMore: hasNextPage,
        loadingMore: isFetchingNextPage,
        onLoadMore: () => void fetchNextPage(),
        loading: isPending,
        error: isError || isFetchNextPageError,
        onRetry: () => void refetch(),
      };
    }, [
      reviewPagesData,
      hasNextPage,
      isFetchingNextPage,
      isPending,
      isError,
      isFetchNextPageError,
      fetchNextPage,
      refetch,
    ]),
  );
  // The order chosen applies at once (the select is controlled): it is the visitor's own change.
  const reviewsProps = useMemo<ReviewsProps>(
    () => ({ ...reviewsState, sort: reviewSort, onSort: setReviewSort }),
    [reviewsState, reviewSort],
  );

  if (hotelId === null) return <DetailNotFound />;
  if (info.isError) {
    const status = isApiError(info.error) ? info.error.status : 0;
    return status === 404 || status === 400 ? (
      <DetailNotFound />
    ) : (
      <DetailError onRetry={() => void info.refetch()} />
    );
  }
  if (!hotel) return <DetailSkeleton />;

  return (
    <>
      <DetailView
        hotel={hotel}
        photos={photosData?.data}
        descriptions={descriptionsData?.data ?? NO_DESCRIPTIONS}
        badges={badgesData?.data ?? NO_BADGES}
        stay={stay}
        nights={nights}
        rooms={roomsState}
        displayPrice={displayPrice}
        reviews={reviewsProps}
        onEditDates={editDates}
        onEditGuests={editGuests}
        onWarmSheets={warmSheets}
        onChooseRoom={chooseRoom}
        FavoriteToggle={FavoriteToggle}
        renderSignInLink={renderSignInLink}
      />
      <Suspense fallback={null}>
        {sheet === 'dates' ? (
          <DatesWithHolidays
            onClose={() => setSheet(null)}
            value={{ checkIn: stay.checkIn, checkOut: stay.checkOut }}
            today={today}
            onApply={(dates) => changeStay({ ...stay, ...dates })}
          />
        ) : null}
        {sheet === 'guests' ? (
          <GuestsSheet
            open
            onClose={() => setSheet(null)}
            value={{ rooms: stay.rooms, adults: stay.adults, childrenAges: stay.childrenAges }}
            onApply={(guests) => changeStay({ ...stay, ...guests })}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * The date sheet with the public holidays of the common state. Selected here, not by the page: the shell
 * stores the holidays while the page renders, and the page would render again for a sheet that is closed.
 */
function DatesWithHolidays(props: Omit<ComponentProps<typeof DateSheet>, 'open' | 'holidays'>) {
  const holidays = useSelector(commonSelectors.selectPublicHolidays);
  return <DateSheet open holidays={holidays} {...props} />;
}

const stayFields = (stay: Stay) => ({
  checkin: stay.checkIn,
  checkout: stay.checkOut,
  rooms: stay.rooms,
  adults: stay.adults,
  children: stay.childrenAges,
});

/**
 * Starts the hotel's requests while the page's catalog is still loading, instead of after it: the gallery's
 * cover (the largest paint) would otherwise wait for the catalog, then the hotel, then the picture. The page's
 * queries find them in flight or done under the same keys.
 */
function useEarlyDetail() {
  const queryClient = useQueryClient();
  const { params, search } = useDetailRoute();
  const [today] = useState(() => jakartaToday());
  useEffect(() => {
    const id = hotelIdOf(params);
    if (id === null) return;
    // One task each (api-client README): all five in this commit's task made the page's longest task.
    return startInTurn([
      // What the first screen shows first (the hotel, its gallery, the price bar's rooms), the rest after.
      () => queryClient.prefetchQuery(hotelQuery(id)),
      () => queryClient.prefetchQuery(hotelPhotosQuery(id)),
      () => queryClient.prefetchQuery(hotelRoomsQuery(id, roomsParams(stayOfSearch(search, today)))),
      () => queryClient.prefetchQuery(hotelBadgesQuery(id)),
      () => queryClient.prefetchQuery(hotelDescriptionsQuery(id)),
      // The reviews' first page too (below the fold, and no first answer carries it): started by the page's
      // observer instead, its request was built in the first commit's effects, the page's longest task.
      () =>
        queryClient.prefetchInfiniteQuery(
          hotelReviewPagesQuery({ hotel_id: id, sort: FIRST_REVIEW_SORT, perpage: REVIEWS_PER_PAGE }),
        ),
    ]);
  }, [queryClient, params, search, today]);
}

/** Loads the page's catalog first; a copy-free placeholder shows meanwhile. */
export function DetailPage() {
  useEarlyDetail();
  return (
    <main className={styles.page}>
      <WithDetailCatalog fallback={<CatalogPending />}>
        <Detail />
      </WithDetailCatalog>
    </main>
  );
}

function CatalogPending(): ReactNode {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <Skeleton className={styles.skeletonPhoto} width="auto" height="auto" radius={0} />
    </div>
  );
}

export default DetailPage;
