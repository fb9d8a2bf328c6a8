// The stay of a hotel page's URL, for the results and the detail page: the router has validated the search and
// parses the children's ages; the defaults and the rest are @nusa/api-client/stay's, which the API server uses
// too when it answers a landing page's first requests in advance.
import { type Stay, stayOf } from '@nusa/api-client/stay';
import { parseChildrenAges, type StaySearch } from '@nusa/router/search';

/** The stay a page's URL asks for: its dates when both are real dates, otherwise tomorrow for one night. */
export function stayOfSearch(search: StaySearch, today: string): Stay {
  return stayOf({ ...search, childrenAges: parseChildrenAges(search.children) }, today);
}
