-- Hand-written, like 0008 and 0009 (issue 13, member prices; docs/decisions/011-member-rates.md).
--
-- - room_types.member_discount_percent: how much below the public price a signed-in member pays (0: no member
--   rate). Applied when inventory rows are written (src/db/inventory.ts), like the public price.
-- - room_inventory.member_price: the night's member price, rounded to Rp 1.000 like the price; NULL when the night
--   has no member rate. Strictly below the public price (a "member rate" that is not lower is no member rate).
-- - search_nights (0003) mirrors it: the column, in the primary key's INCLUDE list so search pricing stays an
--   index-only scan, and the trigger functions copy it.
-- - room_inventory_stay_idx (0002) covers it too, so the rooms endpoint and the cart stay index-only.
ALTER TABLE "room_types" ADD COLUMN "member_discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_member_discount_ck" CHECK ("room_types"."member_discount_percent" between 0 and 20);--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "member_price" integer;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_member_price_ck" CHECK ("room_inventory"."member_price" is null or ("room_inventory"."member_price" > 0 and "room_inventory"."member_price" < "room_inventory"."price"));--> statement-breakpoint
DROP INDEX "room_inventory_stay_idx";--> statement-breakpoint
CREATE INDEX "room_inventory_stay_idx" ON "room_inventory" USING btree ("room_type_id","date","price","allotment","sold","closed","member_price");--> statement-breakpoint
ALTER TABLE "search_nights" ADD COLUMN "member_price" integer;--> statement-breakpoint
ALTER TABLE "search_nights" DROP CONSTRAINT "search_nights_pk";--> statement-breakpoint
ALTER TABLE "search_nights" ADD CONSTRAINT "search_nights_pk" PRIMARY KEY ("hotel_id", "date", "room_type_id")
	INCLUDE ("price", "rooms_left", "max_adults", "max_children", "discount_percent", "breakfast_included", "refundable", "pay_at_hotel", "member_price");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_nights_from_inventory"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		                           discount_percent, breakfast_included, refundable, pay_at_hotel, member_price)
		SELECT rt.hotel_id, n.date, n.room_type_id, n.price, CASE WHEN n.closed THEN 0 ELSE n.allotment - n.sold END,
		       rt.max_adults, rt.max_children, rt.discount_percent, rt.breakfast_included, rt.refundable, rt.pay_at_hotel,
		       n.member_price
		  FROM new_rows n JOIN room_types rt ON rt.id = n.room_type_id
		ON CONFLICT (hotel_id, date, room_type_id) DO UPDATE
		   SET price = excluded.price, rooms_left = excluded.rooms_left, max_adults = excluded.max_adults,
		       max_children = excluded.max_children, discount_percent = excluded.discount_percent,
		       breakfast_included = excluded.breakfast_included, refundable = excluded.refundable,
		       pay_at_hotel = excluded.pay_at_hotel, member_price = excluded.member_price;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_nights_from_room_types"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only room types whose searched columns changed: their nights are rewritten from room_inventory. The member
	-- discount is not one: it is applied when inventory is written, and member_price comes from room_inventory.
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
	                           discount_percent, breakfast_included, refundable, pay_at_hotel, member_price)
	SELECT n.hotel_id, i.date, i.room_type_id, i.price, CASE WHEN i.closed THEN 0 ELSE i.allotment - i.sold END,
	       n.max_adults, n.max_children, n.discount_percent, n.breakfast_included, n.refundable, n.pay_at_hotel,
	       i.member_price
	  FROM new_rows n JOIN room_inventory i ON i.room_type_id = n.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A night's public price changed without its member price being given: the member price follows, from the room
-- type's percentage with inventory.ts's rounding, so a member rate never outlives or exceeds the price it
-- discounts (the check above would refuse a lowered price otherwise). Only on UPDATE OF price: inserts give
-- member_price themselves (inventory.ts), and the frequent writes (sold, holds) never fire it.
CREATE FUNCTION "room_inventory_member_price"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	percent smallint;
	discounted integer;
BEGIN
	IF NEW.price IS DISTINCT FROM OLD.price AND NEW.member_price IS NOT DISTINCT FROM OLD.member_price THEN
		SELECT rt.member_discount_percent INTO percent FROM room_types rt WHERE rt.id = NEW.room_type_id;
		discounted := (NEW.price * (100 - coalesce(percent, 0)) + 50000) / 100000 * 1000;
		NEW.member_price := CASE WHEN percent > 0 AND discounted > 0 AND discounted < NEW.price THEN discounted END;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_inventory_member_price" BEFORE UPDATE OF "price" ON "room_inventory" FOR EACH ROW EXECUTE FUNCTION "room_inventory_member_price"();
