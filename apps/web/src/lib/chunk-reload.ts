// After a deploy, a tab opened earlier still references the previous build's chunk names; the server no
// longer has them and a lazy page (or catalog) fails to load. Reloading fetches the new entry and fixes it.
// The guard in sessionStorage makes it reload at most once per minute, so a chunk that is really broken shows
// the error page instead of reloading forever.

const KEY = 'nusa:chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
  now?: () => number;
}

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page unless it already did so within the guard window. Returns whether it reloads. */
export function reloadOnce({
  storage = sessionStore(),
  reload = () => window.location.reload(),
  now = Date.now,
}: ReloadDeps = {}): boolean {
  // Without sessionStorage there is no loop guard, so do not risk a reload loop.
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (Number.isFinite(last) && now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite dispatches `vite:preloadError` when a dynamic import or its preloaded dependencies fail. */
export function installChunkReload(target: Window = window, deps?: ReloadDeps): () => void {
  const onPreloadError = (event: Event) => {
    // Cancelling stops Vite from rethrowing while the page reloads; otherwise the error reaches the router.
    if (reloadOnce(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
