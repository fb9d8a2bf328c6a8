-- Hand-written (drizzle-kit does not model INCLUDE columns; like 0002/0003 these indexes are not in schema.ts, so
-- drizzle-kit leaves them alone). Issue 14: cold searches on PostgreSQL.
--
-- A search first selects its candidate hotels (search.ts, the `cand` CTE): active hotels of a city, an area, a
-- group or a coordinates box, with the columns filters and sorts read. Through the plain city/area/group indexes
-- that was a bitmap heap scan reading one 8 KiB heap page per hotel (hotel rows carry their descriptions): 523
-- pages, 4.3 ms of a Jakarta search's 18.7 ms. These partial covering indexes hold exactly the predicate
-- (status = 'active') and the columns read, so the candidates come from an index-only scan (0.2 ms).
CREATE INDEX "hotels_city_search_idx" ON "hotels" USING btree ("city_id")
	INCLUDE ("id", "star_rating", "property_type", "area_id", "review_score", "review_count", "popularity")
	WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "hotels_area_search_idx" ON "hotels" USING btree ("area_id")
	INCLUDE ("id", "star_rating", "property_type", "review_score", "review_count", "popularity")
	WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "hotels_group_search_idx" ON "hotels" USING btree ("group_id")
	INCLUDE ("id", "star_rating", "property_type", "area_id", "review_score", "review_count", "popularity")
	WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "hotels_position_search_idx" ON "hotels" USING btree ("latitude", "longitude")
	INCLUDE ("id", "star_rating", "property_type", "area_id", "review_score", "review_count", "popularity")
	WHERE "status" = 'active';
