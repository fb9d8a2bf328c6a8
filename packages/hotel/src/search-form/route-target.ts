// Which results route a destination opens (spec §2 routes; contract in openapi AutocompleteItem). Targets are
// route ids + params, never path strings: navigation, anchors (the router's buildLocation) and the remembered
// LastSearch all go through the router's typed API, so a route whose path changes breaks the build, not a link.
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
