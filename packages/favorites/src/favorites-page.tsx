import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import {
  favorableTypesQuery,
  favoriteLookupQuery,
  favoritesKeys,
  favoritesPagesQuery,
  removeFavorite,
} from '@nusa/api-client/queries/favorites';
import type { components } from '@nusa/api-client/schema';
import { defaultStay, jakartaToday, nightsBetween, type StayDates } from '@nusa/api-client/stay';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
// The Register declaration, which types every Link and navigate of the app.
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Icon } from '@nusa/ui-kit/icon';
import { Tab, TabList, TabPanel, Tabs } from '@nusa/ui-kit/tabs';
import { Toast, ToastViewport } from '@nusa/ui-kit/toast';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FavoriteCard, FavoriteCardSkeleton } from './favorite-card';
import { WithFavoritesCatalog } from './favorites-catalog';
import styles from './favorites-page.module.css';

type Favorite = components['schemas']['Favorite'];
type TypeCode = components['schemas']['FavorableTypeCode'];

/** The spec's added first tab: every type. */
const ALL = 'all';
/** How long "Dihapus dari favorit" offers its undo before the favorite is really removed. */
const UNDO_MS = 6000;

export interface FavoritesPageProps {
  /**
   * The dates of the member's last hotel search, which the shell knows (the hotel feature's state); prices are for
   * them while they are still ahead, else for tomorrow, one night.
   */
  lastSearch?: StayDates | null | undefined;
}

/**
 * Favorit: bound to `/favorite`, `/favorite-v3` by apps/web (src/pages/favorites-page.tsx), a guarded route (a
 * guest signs in first). Lazy, with its copy: nothing here is on the first route.
 */
export function FavoritesPage({ lastSearch }: FavoritesPageProps) {
  return (
    <WithFavoritesCatalog fallback={<main className={styles.page} aria-busy="true" />}>
      <FavoritesView lastSearch={lastSearch} />
    </WithFavoritesCatalog>
  );
}

function useStay(lastSearch: StayDates | null | undefined): StayDates {
  const [today] = useState(() => jakartaToday());
  return lastSearch && lastSearch.checkIn >= today && lastSearch.checkOut > lastSearch.checkIn
    ? lastSearch
    : defaultStay(today);
}

function FavoritesView({ lastSearch }: FavoritesPageProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const stay = useStay(lastSearch);
  const [tab, setTab] = useState<string>(ALL);
  const types = useQuery({ ...favorableTypesQuery(), select: (body) => body.data });
  // Removal waits for the undo: the card is hidden at once, the DELETE goes when the notice closes.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [undoable, setUndoable] = useState<Favorite | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (favorite: Favorite) => removeFavorite(favorite.id),
    onError: (error, favorite) => {
      setHidden((set) => without(set, favorite.id));
      const hotelName = favorite.item?.name ?? t`Hotel`;
      const reason = isApiError(error) && error.status < 500 && error.message ? ` ${error.message}` : '';
      setFailure(t`${hotelName} belum terhapus dari favorit. Coba lagi.` + reason);
    },
    onSuccess: (_data, favorite) => {
      queryClient.setQueryData(
        favoriteLookupQuery({ favorable_type: favorite.favorable_type, favorable_id: favorite.favorable_id })
          .queryKey,
        null,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.lists() }),
  });

  const commit = (favorite: Favorite) => remove.mutate(favorite);
  // Leaving the page while the undo is offered still removes the favorite.
  const pending = useRef<Favorite | null>(null);
  pending.current = undoable;
  const commitOnLeave = useRef(commit);
  commitOnLeave.current = commit;
  useEffect(
    () => () => {
      if (pending.current) commitOnLeave.current(pending.current);
    },
    [],
  );

  const onRemove = (favorite: Favorite) => {
    if (undoable) commit(undoable);
    setFailure(null);
    setHidden((set) => new Set(set).add(favorite.id));
    setUndoable(favorite);
  };
  const undo = () => {
    if (!undoable) return;
    setHidden((set) => without(set, undoable.id));
    setUndoable(null);
  };
  const closeNotice = () => {
    if (undoable) commit(undoable);
    setUndoable(null);
  };

  const tabs: { value: string; label: string }[] = [
    { value: ALL, label: t`Semua` },
    ...(types.data ?? []).map((type) => ({ value: type.code, label: type.name })),
  ];
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const lang = i18n.locale as Lang;
  const from = formatDisplayDate(stay.checkIn, lang);
  const to = formatDisplayDate(stay.checkOut, lang);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Favorit</Trans>
      </h1>
      <p className={styles.stay}>
        <Icon name="calendar" size={16} />{' '}
        {nights === 1 ? (
          <Trans>
            Harga per malam untuk {from} – {to} (1 malam)
          </Trans>
        ) : (
          <Trans>
            Harga per malam untuk {from} – {to} ({nights} malam)
          </Trans>
        )}
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label={t`Jenis favorit`} className={styles.tabs}>
          {tabs.map((item) => (
            <Tab key={item.value} value={item.value}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((item) => (
          <TabPanel key={item.value} value={item.value} className={styles.panel}>
            <FavoritesList
              type={item.value === ALL ? undefined : (item.value as TypeCode)}
              stay={stay}
              hidden={hidden}
              onRemove={onRemove}
            />
          </TabPanel>
        ))}
      </Tabs>
      <ToastViewport position="bottom">
        {undoable ? (
          <Toast
            key={undoable.id}
            tone="info"
            duration={UNDO_MS}
            closeLabel={t`Tutup`}
            onClose={closeNotice}
            action={
              <Button variant="secondary" size="sm" onClick={undo}>
                <Trans>Batalkan</Trans>
              </Button>
            }
          >
            {undoable.item ? (
              <Trans>{undoable.item.name} dihapus dari favorit.</Trans>
            ) : (
              <Trans>Hotel dihapus dari favorit.</Trans>
            )}
          </Toast>
        ) : null}
        {failure ? (
          <Toast tone="danger" closeLabel={t`Tutup`} onClose={() => setFailure(null)}>
            {failure}
          </Toast>
        ) : null}
      </ToastViewport>
    </main>
  );
}

function without(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

interface FavoritesListProps {
  type: TypeCode | undefined;
  stay: StayDates;
  hidden: ReadonlySet<number>;
  onRemove: (favorite: Favorite) => void;
}

function FavoritesList({ type, stay, hidden, onRemove }: FavoritesListProps) {
  const { t } = useLingui();
  const query = useInfiniteQuery(
    favoritesPagesQuery({
      ...(type ? { favorable_type: type } : {}),
      check_in: stay.checkIn,
      check_out: stay.checkOut,
    }),
  );
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className={styles.status} role="status">
          <Trans>Memuat favorit…</Trans>
        </p>
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <FavoriteCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className={styles.state} role="alert">
        <p>
          <Trans>Favorit tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
        </p>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Coba lagi</Trans>
        </Button>
      </div>
    );
  }
  const favorites = query.data.pages.flatMap((page) => page.data).filter((f) => !hidden.has(f.id));
  if (favorites.length === 0 && !query.hasNextPage) {
    return (
      <EmptyState
        illustration={<Icon name="heart" size={48} />}
        title={t`Belum ada hotel favorit`}
        description={t`Ketuk ikon hati pada hotel yang Anda suka untuk menyimpannya di sini.`}
        action={
          <Link to="/" className={styles.searchLink}>
            <Trans>Cari hotel</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t`Hotel favorit`}>
        {favorites.map((favorite, index) => (
          <li key={favorite.id}>
            <FavoriteCard favorite={favorite} stay={stay} onRemove={onRemove} eager={index < 2} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Muat lebih banyak</Trans>
        </Button>
      ) : null}
    </>
  );
}

export default FavoritesPage;
