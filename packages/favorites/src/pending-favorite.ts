// A guest's tap on a heart, kept while they sign in: the sign-in modal opens over the same page (`?login=1`), and
// once the session has a member the toggle of that hotel saves it. In sessionStorage (this tab only), so a social
// sign-in that reloads the page still finds it, and with its time, so a guest who closed the modal does not have
// that hotel saved by a sign-in much later.

const KEY = 'nusa.favorites.pending';
/** Long enough to sign in with a one-time code; short enough that an abandoned tap is forgotten. */
const TTL_MS = 15 * 60_000;

interface Pending {
  hotelId: number;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the tap then simply opens the sign-in modal.
    return null;
  }
}

export function rememberPendingFavorite(hotelId: number, now: number = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ hotelId, at: now } satisfies Pending));
  } catch {
    // Quota or blocked storage: nothing to remember.
  }
}

/** Whether `hotelId` waits to be saved; if so it is forgotten (taken), so only one toggle saves it. */
export function takePendingFavorite(hotelId: number, now: number = Date.now()): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return false;
  let pending: Partial<Pending> | null = null;
  try {
    pending = JSON.parse(raw) as Partial<Pending>;
  } catch {
    pending = null;
  }
  const fresh = typeof pending?.at === 'number' && now - pending.at >= 0 && now - pending.at < TTL_MS;
  if (!fresh) {
    store.removeItem(KEY);
    return false;
  }
  if (pending?.hotelId !== hotelId) return false;
  store.removeItem(KEY);
  return true;
}
