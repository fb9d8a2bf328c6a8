-- Hand-written (drizzle-kit does not model triggers); neither table is in schema.ts, so drizzle-kit leaves them
-- alone. Two things make hotel search fast without changing its answers:
--
-- 1. search_nights: room_inventory joined with the room_types columns search reads, one row per room type and
--    night, keyed by (hotel_id, date, room_type_id) with every other column in the index. Pricing a search is
--    one index-only range scan per candidate hotel instead of a room_types probe plus an inventory probe per
--    room type. Kept in step by statement-level triggers (transition tables: one set-based statement per
--    write, however many rows it touches) on room_inventory and room_types. rooms_left is allotment - sold, 0
--    on a closed night; unexpired room_holds are still subtracted at query time, because a hold stops counting
--    when it expires, which no write announces.
--
-- 2. search_versions: a counter that every write to the data hotel search
-- reads bumps, in the writer's transaction: the search result cache (src/modules/hotels/search-cache.ts) keys
-- its entries by it, so a cached result is used only while nothing it was computed from has changed, on every
-- API instance sharing the database. Statement-level triggers: one bump per statement, whatever its row count.
CREATE TABLE "search_versions" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "search_versions" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE search_versions SET version = version + 1 WHERE id = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hotels_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "room_types_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "room_holds_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_holds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "hotel_badges_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_badges" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "hotel_photos_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_photos" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "hotel_facilities_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_facilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "facilities_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facilities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "cities_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "areas_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "areas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "pois_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pois" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "hotel_groups_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
CREATE TABLE "search_nights" (
	"hotel_id" integer NOT NULL,
	"date" date NOT NULL,
	"room_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	"rooms_left" integer NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_children" smallint NOT NULL,
	"discount_percent" smallint NOT NULL,
	"breakfast_included" boolean NOT NULL,
	"refundable" boolean NOT NULL,
	"pay_at_hotel" boolean NOT NULL,
	CONSTRAINT "search_nights_pk" PRIMARY KEY ("hotel_id", "date", "room_type_id")
		INCLUDE ("price", "rooms_left", "max_adults", "max_children", "discount_percent", "breakfast_included", "refundable", "pay_at_hotel")
);--> statement-breakpoint
CREATE FUNCTION "search_nights_from_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		TRUNCATE search_nights;
		RETURN NULL;
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM search_nights s USING old_rows o JOIN room_types rt ON rt.id = o.room_type_id
		 WHERE s.hotel_id = rt.hotel_id AND s.date = o.date AND s.room_type_id = o.room_type_id;
		-- Nights of room types being deleted (the cascade from room_types) no longer join: the room_types delete
		-- trigger removes them, by hotel.
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO search_nights (hotel_id, date, room_type_id, price, rooms_left, max_adults, max_children,
		                           discount_percent, breakfast_included, refundable, pay_at_hotel)
		SELECT rt.hotel_id, n.date, n.room_type_id, n.price, CASE WHEN n.closed THEN 0 ELSE n.allotment - n.sold END,
		       rt.max_adults, rt.max_children, rt.discount_percent, rt.breakfast_included, rt.refundable, rt.pay_at_hotel
		  FROM new_rows n JOIN room_types rt ON rt.id = n.room_type_id
		ON CONFLICT (hotel_id, date, room_type_id) DO UPDATE
		   SET price = excluded.price, rooms_left = excluded.rooms_left, max_adults = excluded.max_adults,
		       max_children = excluded.max_children, discount_percent = excluded.discount_percent,
		       breakfast_included = excluded.breakfast_included, refundable = excluded.refundable,
		       pay_at_hotel = excluded.pay_at_hotel;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_nights_insert" AFTER INSERT ON "room_inventory" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_nights_from_inventory"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_nights_update" AFTER UPDATE ON "room_inventory" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_nights_from_inventory"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_nights_delete" AFTER DELETE ON "room_inventory" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_nights_from_inventory"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_nights_truncate" AFTER TRUNCATE ON "room_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "search_nights_from_inventory"();--> statement-breakpoint
CREATE FUNCTION "search_nights_from_room_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only room types whose searched columns changed: their nights are rewritten from room_inventory.
	IF NOT EXISTS (
		SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
		 WHERE (n.hotel_id, n.max_adults, n.max_children, n.discount_percent, n.breakfast_included, n.refundable, n.pay_at_hotel)
		       IS DISTINCT FROM
		       (o.hotel_id, o.max_adults, o.max_children, o.discount_percent, o.breakfast_included, o.refundable, o.pay_at_hotel)
	) THEN
		RETURN NULL;
	END IF;
	DELETE FROM search_nights s USING old_rows o
	 WHERE s.hotel_id = o.hotel_id AND s.room_type_id = o.id;
	INSERT INTO search_nights (hotel_id, date, room_type_id, price, rooms_left, max_adults, max_children,
	                           discount_percent, breakfast_included, refundable, pay_at_hotel)
	SELECT n.hotel_id, i.date, i.room_type_id, i.price, CASE WHEN i.closed THEN 0 ELSE i.allotment - i.sold END,
	       n.max_adults, n.max_children, n.discount_percent, n.breakfast_included, n.refundable, n.pay_at_hotel
	  FROM new_rows n JOIN room_inventory i ON i.room_type_id = n.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_types_search_nights_update" AFTER UPDATE ON "room_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_nights_from_room_types"();--> statement-breakpoint
CREATE FUNCTION "search_nights_drop_room_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM search_nights s USING old_rows o WHERE s.hotel_id = o.hotel_id AND s.room_type_id = o.id;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_types_search_nights_delete" AFTER DELETE ON "room_types" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_nights_drop_room_types"();--> statement-breakpoint
INSERT INTO "search_nights" ("hotel_id", "date", "room_type_id", "price", "rooms_left", "max_adults", "max_children",
                             "discount_percent", "breakfast_included", "refundable", "pay_at_hotel")
SELECT rt.hotel_id, i.date, i.room_type_id, i.price, CASE WHEN i.closed THEN 0 ELSE i.allotment - i.sold END,
       rt.max_adults, rt.max_children, rt.discount_percent, rt.breakfast_included, rt.refundable, rt.pay_at_hotel
  FROM room_inventory i JOIN room_types rt ON rt.id = i.room_type_id;
