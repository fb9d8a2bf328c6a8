// The contract's PageMeta for every paged list, and the country every hotel URL names (spec §2: hotel URLs carry
// /indonesia/...), kept here so modules do not import each other's handlers for them.

export const COUNTRY_SLUG = 'indonesia';

export function pageMeta(page: number, perpage: number, total: number) {
  return { page, perpage, total, last_page: Math.max(1, Math.ceil(total / perpage)) };
}
