import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import {
  addFavorite,
  favoriteLookupQuery,
  favoritesKeys,
  removeFavorite,
} from '@nusa/api-client/queries/favorites';
import type { components } from '@nusa/api-client/schema';
// The Register declaration, which types every navigate of the app.
import type {} from '@nusa/router/router';
import { useNavigate, useSession } from '@nusa/router/react';
import { Icon } from '@nusa/ui-kit/icon';
import { Toast, ToastViewport } from '@nusa/ui-kit/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { WithFavoritesCatalog } from './favorites-catalog';
import styles from './favorite-toggle.module.css';
import { rememberPendingFavorite, takePendingFavorite } from './pending-favorite';

type Favorite = components['schemas']['Favorite'];

export interface FavoriteToggleProps {
  hotelId: number;
  /** Names the hotel in the button's label ("Simpan Segara Resort ke favorit"). */
  hotelName: string;
}

/**
 * The heart on hotel cards and the hotel page, which the shell puts in the hotel feature's slot. Lazy (the shell
 * loads this module when the first heart shows), with the package's copy.
 */
export function FavoriteToggle(props: FavoriteToggleProps) {
  return (
    <WithFavoritesCatalog fallback={<span className={styles.placeholder} />}>
      <Toggle {...props} />
    </WithFavoritesCatalog>
  );
}

type Change = { save: true } | { save: false; id: number };

function Toggle({ hotelId, hotelName }: FavoriteToggleProps) {
  const { t } = useLingui();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = { favorable_type: 'hotel', favorable_id: hotelId } as const;
  const lookupKey = favoriteLookupQuery(target).queryKey;
  // Guests have no favorites: no request, an empty heart.
  const lookup = useQuery({ ...favoriteLookupQuery(target), enabled: signedIn });
  const [failure, setFailure] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: async (next: Change): Promise<Favorite | null> =>
      next.save ? (await addFavorite(target)).data : removeFavorite(next.id).then(() => null),
    // Optimistic: the heart fills or empties at once; the lookup is put back if the server refuses.
    onMutate: async (next) => {
      setFailure(null);
      await queryClient.cancelQueries({ queryKey: lookupKey });
      const previous = queryClient.getQueryData(lookupKey);
      queryClient.setQueryData(lookupKey, next.save ? optimisticFavorite(hotelId) : null);
      return { previous };
    },
    onError: (error, next, context) => {
      queryClient.setQueryData(lookupKey, context?.previous);
      const reason = isApiError(error) && error.status < 500 && error.message ? ` ${error.message}` : '';
      setFailure(
        (next.save
          ? t`${hotelName} belum tersimpan ke favorit. Coba lagi.`
          : t`${hotelName} belum terhapus dari favorit. Coba lagi.`) + reason,
      );
    },
    onSuccess: (favorite) => queryClient.setQueryData(lookupKey, favorite),
    // The favorites page's lists (any type, any stay) change with it; the lookup is already the server's answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.lists() }),
  });

  // A guest who tapped this heart and has now signed in: save it (adding is idempotent, so a hotel that was
  // already a favorite stays one).
  useEffect(() => {
    if (signedIn && takePendingFavorite(hotelId)) change.mutate({ save: true });
  }, [signedIn, hotelId, change.mutate]);

  const favorite = signedIn ? (lookup.data ?? null) : null;
  const saved = favorite !== null;
  // Only a change on its way holds the heart. A tap while the lookup still loads saves (adding is idempotent, and
  // onMutate cancels the lookup, whose late answer would otherwise undo the optimistic heart).
  const busy = change.isPending;

  const onClick = () => {
    if (!signedIn) {
      rememberPendingFavorite(hotelId);
      // The shell opens the sign-in modal over this very page; see pending-favorite.ts for what follows.
      void navigate({ to: '.', search: (prev) => ({ ...prev, login: 1 }) });
      return;
    }
    if (busy) return;
    change.mutate(saved && favorite.id > 0 ? { save: false, id: favorite.id } : { save: true });
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        aria-label={saved ? t`Hapus ${hotelName} dari favorit` : t`Simpan ${hotelName} ke favorit`}
        onClick={onClick}
      >
        <Icon name="heart" size={20} filled={saved} />
      </button>
      {failure ? (
        <ToastViewport position="bottom">
          <Toast tone="danger" closeLabel={t`Tutup`} onClose={() => setFailure(null)}>
            {failure}
          </Toast>
        </ToastViewport>
      ) : null}
    </>
  );
}

/** What the lookup holds while the add is on its way (id 0: not removable until the server's answer). */
function optimisticFavorite(hotelId: number): Favorite {
  return {
    id: 0,
    favorable_type: 'hotel',
    favorable_id: hotelId,
    created_at: new Date(0).toISOString(),
    item: null,
  };
}

export default FavoriteToggle;
