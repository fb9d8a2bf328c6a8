// The steps from each older persisted shape to the current one (store.ts PERSIST_VERSION). A chunk of its own:
// store.ts loads it only when the stored state is older than the build, so first visits never download it.
import type { CommonState } from '@nusa/core/common-slice';
import type { HotelSearchState, LastSearch, RouteTarget } from '@nusa/hotel/search-slice';
import { isLang } from '@nusa/i18n/languages';
import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';

/** The persisted state as storage holds it, any version. */
export type StoredState = PersistedState & {
  common?: Record<string, unknown>;
  hotelSearch?: HotelSearchState;
};

// A v1 last search named its place by the path it opened; v2 keeps the route and its params. v1's reading of
// those paths, kept for the v2 step only (the app itself never reads a path back): per kind of place, its route,
// the path's second segment, and the params the remaining segments fill, by their count.
const V1_PATHS: Record<string, [RouteTarget['to'], string, Record<number, string>]> = {
  city: ['/hotel/city/{-$cityId}/$cityName', 'city', { 1: 'cityName', 2: 'cityId cityName' }],
  // Counted without the `area` segment itself.
  area: [
    '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
    'city',
    { 1: 'slugArea', 2: 'cityName slugArea', 3: 'cityId cityName slugArea' },
  ],
  poi: ['/hotel/poi/{-$slug}', 'poi', { 0: '', 1: 'slug' }],
  hotel_group: ['/hotel/group/{-$slug}/{-$groupId}', 'group', { 0: '', 1: 'slug', 2: 'slug groupId' }],
  // Built without an area, the path has four segments.
  hotel: [
    '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}',
    'product',
    { 4: 'country city slug id', 5: 'country city area slug id' },
  ],
};

/** Null when the path does not fit its kind of place; throws on a malformed escape or an unknown kind. */
function targetOfV1Path(type: string, path: string): RouteTarget | null {
  const [root, kind, ...rest] = (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const v1 = V1_PATHS[type];
  if (type === 'area' && rest.splice(-2, 1)[0] !== 'area') return null;
  const names = v1?.[2][rest.length]?.split(' ');
  if (!v1 || !names || root !== 'hotel' || kind !== v1[1]) return null;
  // One segment before /area: an id is numeric, anything else is the city's name.
  if (type === 'area' && rest.length === 2 && /^\d+$/.test(rest[0] ?? '')) names[0] = 'cityId';
  const params = Object.fromEntries(
    names.map((name, i) => [name, rest[i]]).filter(([name, value]) => name && value),
  );
  return { to: v1[0], params } as RouteTarget;
}

/**
 * A v1 last search in v2's shape. A place whose path cannot be read back is kept as free text on its name, which
 * is what v1's form did with it (the name in the field, searched as typed). Anything that is not a last search
 * at all is dropped.
 */
function lastSearchFromV1(value: unknown): LastSearch | null {
  const old = value as { destination?: { type: string; name: unknown; path: string } } | null;
  const d = old?.destination;
  if (typeof d?.name !== 'string') return null;
  let target: RouteTarget | null = null;
  try {
    target = targetOfV1Path(d.type, d.path);
  } catch {
    // A malformed escape, a missing path or an unknown kind of place (hand-edited storage): free text it is.
  }
  const { path: _path, ...place } = d;
  return {
    ...old,
    destination: target ? { ...place, target } : { type: 'keyword', id: null, name: d.name },
  } as LastSearch;
}

/**
 * One entry per PERSIST_VERSION. Bump the version and add a step whenever the persisted shape changes; each
 * step receives the state written by the previous version. A step must not throw: a failed migration loses the
 * whole stored state, the member's session included.
 */
export const migrations: MigrationManifest = {
  // v1: first versioned schema. Drop a LANG that is not a supported language (hand-edited or corrupted
  // storage) so the default applies instead of a blank catalog.
  1: (state) => {
    const persisted = state as (typeof state & { common?: Partial<CommonState> }) | undefined;
    if (!persisted?.common || isLang(persisted.common.LANG)) return state;
    const { LANG: _dropped, ...common } = persisted.common;
    return { ...persisted, common } as typeof state;
  },
  // v2: the last search and the "near me" position are hotel's, not common state: they move from `common` to
  // `hotelSearch`, and the last search names its place by route + params instead of a path.
  2: (state) => {
    const persisted = state as StoredState | undefined;
    if (!persisted?.common) return state;
    const { lastSearch, position, ...common } = persisted.common;
    // The position is carried as it was: v1 read it unchecked too, and nothing reads it back yet.
    const hotelSearch = { lastSearch: lastSearchFromV1(lastSearch), position: position ?? null };
    return { ...persisted, common, hotelSearch } as StoredState;
  },
};

const migrate = createMigrate(migrations, { debug: false });

export function runMigrations(state: PersistedState, version: number): Promise<PersistedState> {
  return migrate(state, version);
}
