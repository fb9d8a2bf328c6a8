// Handlers of the `hotels` tag (openapi/paths/hotels.yaml), one file per group of operations: search and facets,
// hotel details, rooms for a stay, reviews and the home page highlights.
import { defineHandlers } from '../../contract/handlers.ts';
import { detailHandlers } from './detail-handlers.ts';
import { highlightHandlers } from './highlight-handlers.ts';
import { reviewHandlers } from './review-handlers.ts';
import { roomHandlers } from './room-handlers.ts';
import { searchHandlers } from './search-handlers.ts';

export const hotelHandlers = defineHandlers({
  ...searchHandlers,
  ...detailHandlers,
  ...roomHandlers,
  ...reviewHandlers,
  ...highlightHandlers,
});
