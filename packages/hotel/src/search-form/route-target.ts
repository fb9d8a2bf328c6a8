// Which results route a destination opens (spec §2 routes; contract in openapi AutocompleteItem). Targets are
// kept as route ids + params so the container navigates with TanStack Router's typed navigate, and hrefOf()
// gives the same place as a string for anchors and for LastSearch.path.
import type { components } from '@nusa/api-client/schema';

export type AutocompleteItem = components['schemas']['AutocompleteItem'];
export type PopularDestination = components['schemas']['PopularDestination'];
export type DestinationType = AutocompleteItem['type'];

export type RouteTarget =
  | { to: '/hotel/city/{-$cityId}/$cityName'; params: { cityId?: string; cityName: string } }
  | {
      to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea';
      params: { cityId?: string; cityName?: string; slugArea: string };
    }
  | { to: '/hotel/poi/{-$slug}'; params: { slug?: string } }
  | { to: '/hotel/group/{-$slug}/{-$groupId}'; params: { slug?: string; groupId?: string } }
  | {
      to: '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}';
      params: { country?: string; city?: string; area?: string; slug?: string; id?: string };
    }
  | { to: '/hotel/search/{-$slug}'; params: { slug?: string } };

/** Drops empty optional params so the typed params object never carries `undefined` or ''. */
function compact<T extends Record<string, string | number | null | undefined>>(
  params: T,
): { [K in keyof T]?: string } {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v !== null && v !== undefined && String(v) !== '') out[k] = String(v);
  }
  return out as { [K in keyof T]?: string };
}

/**
 * URL slug of free text: lower case, accents dropped, anything but letters and digits turned into single
 * dashes. Kept short because it is only cosmetic: the results page searches with `q`, not the slug.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export function targetForSuggestion(item: AutocompleteItem): RouteTarget {
  switch (item.type) {
    case 'city':
      // A city suggestion is the city itself: its own id and slug stand in when city_* are missing.
      return {
        to: '/hotel/city/{-$cityId}/$cityName',
        params: {
          ...compact({ cityId: item.city_id ?? item.id }),
          cityName: item.city_slug || item.slug,
        },
      };
    case 'area':
      return {
        to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
        params: {
          ...compact({ cityId: item.city_id, cityName: item.city_slug }),
          slugArea: item.area_slug || item.slug,
        },
      };
    case 'poi':
      return { to: '/hotel/poi/{-$slug}', params: compact({ slug: item.slug }) };
    case 'hotel_group':
      return {
        to: '/hotel/group/{-$slug}/{-$groupId}',
        params: compact({ slug: item.slug, groupId: item.id }),
      };
    case 'hotel':
      return {
        to: '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}',
        params: compact({
          country: item.country_slug,
          city: item.city_slug,
          area: item.area_slug,
          slug: item.slug,
          id: item.id,
        }),
      };
  }
}

/** Popular destinations are cities or areas; tapping one searches there. */
export function targetForPopular(dest: PopularDestination): RouteTarget {
  if (dest.type === 'area') {
    return {
      to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
      params: {
        ...compact({ cityId: dest.city_id, cityName: dest.city_slug }),
        slugArea: dest.area_slug || dest.slug,
      },
    };
  }
  return {
    to: '/hotel/city/{-$cityId}/$cityName',
    params: { ...compact({ cityId: dest.city_id }), cityName: dest.city_slug || dest.slug },
  };
}

export function targetForKeyword(text: string): RouteTarget {
  return { to: '/hotel/search/{-$slug}', params: compact({ slug: slugify(text) }) };
}

/** The target as a path: `{-$x}` segments vanish when x is absent, `$x` is always filled. */
export function hrefOf(target: RouteTarget): string {
  const params = target.params as Record<string, string | undefined>;
  const segments = target.to
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = /^\{-\$(\w+)\}$/.exec(segment);
      if (optional) {
        const value = params[optional[1] as string];
        return value ? encodeURIComponent(value) : null;
      }
      const required = /^\$(\w+)$/.exec(segment);
      if (required) return encodeURIComponent(params[required[1] as string] ?? '');
      return segment;
    })
    .filter((s): s is string => s !== null);
  return `/${segments.join('/')}`;
}

const dec = (s: string | undefined) => (s === undefined ? undefined : decodeURIComponent(s));

/**
 * Rebuilds a target from a path stored in LastSearch, knowing which kind of destination it was. Returns null
 * for a path that does not fit (an older app version, a hand-edited store), so the caller can fall back.
 */
export function targetFromPath(type: DestinationType | 'keyword', path: string): RouteTarget | null {
  const parts = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const [root, kind, ...rest] = parts;
  if (root !== 'hotel') return null;
  switch (type) {
    case 'city': {
      if (kind !== 'city' || rest.length < 1 || rest.length > 2) return null;
      const [a, b] = rest;
      return {
        to: '/hotel/city/{-$cityId}/$cityName',
        params:
          rest.length === 2
            ? { cityId: dec(a) as string, cityName: dec(b) as string }
            : { cityName: dec(a) as string },
      };
    }
    case 'area': {
      const areaAt = rest.indexOf('area');
      if (kind !== 'city' || areaAt < 0 || areaAt > 2 || rest.length !== areaAt + 2) return null;
      const before = rest.slice(0, areaAt).map((s) => decodeURIComponent(s));
      const slugArea = dec(rest[areaAt + 1]) as string;
      // With one segment before /area we cannot tell an id from a name; ids are numeric.
      const [first, second] = before;
      const params =
        before.length === 2
          ? { cityId: first, cityName: second, slugArea }
          : before.length === 1 && first && /^\d+$/.test(first)
            ? { cityId: first, slugArea }
            : before.length === 1
              ? { cityName: first, slugArea }
              : { slugArea };
      return {
        to: '/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea',
        params: compact(params) as typeof params,
      };
    }
    case 'poi':
      if (kind !== 'poi' || rest.length > 1) return null;
      return { to: '/hotel/poi/{-$slug}', params: compact({ slug: dec(rest[0]) }) };
    case 'hotel_group':
      if (kind !== 'group' || rest.length > 2) return null;
      return {
        to: '/hotel/group/{-$slug}/{-$groupId}',
        params: compact({ slug: dec(rest[0]), groupId: dec(rest[1]) }),
      };
    case 'hotel': {
      if (kind !== 'product' || rest.length < 4 || rest.length > 5) return null;
      // Built without an area the path has four segments: country/city/slug/id.
      const [country, city, area, slug, id] =
        rest.length === 5 ? rest : [rest[0], rest[1], undefined, rest[2], rest[3]];
      return {
        to: '/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}',
        params: compact({
          country: dec(country),
          city: dec(city),
          area: dec(area),
          slug: dec(slug),
          id: dec(id),
        }),
      };
    }
    case 'keyword':
      if (kind !== 'search' || rest.length > 1) return null;
      return { to: '/hotel/search/{-$slug}', params: compact({ slug: dec(rest[0]) }) };
  }
}
