-- Hand-written. Most writes to room_inventory are a booking or a cancellation changing `sold` on a few nights of
-- one room type (src/modules/payments/settle.ts, src/modules/bookings/cancellation.ts). They used to count as
-- "any other write" for the in-process search index (0015), which then read search_nights whole again: 1.4-3 s
-- of database and JavaScript time at 10x demo data, with searches answered by SQL meanwhile. Now an UPDATE of
-- room_inventory counts in nights_version too and logs the room types it touched under the version it made, so a
-- snapshot that finds only holds and such updates since the last one re-reads only those room types' nights.
-- INSERT, DELETE and TRUNCATE (new days from the daily top-up, seeding) still count as other writes: they change
-- which nights exist, and the index reads everything again for them.
ALTER TABLE "search_versions" ADD COLUMN "nights_version" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
-- Log rows up to this version have been deleted (housekeeping): a snapshot older than it must read everything.
ALTER TABLE "search_versions" ADD COLUMN "night_changes_pruned_to" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE TABLE "search_night_changes" (
	"version" bigint NOT NULL,
	"room_type_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_night_changes_version_idx" ON "search_night_changes" ("version");--> statement-breakpoint
-- The version comes from the UPDATE of search_versions' one row, whose lock is held until commit: versions are
-- handed out in commit order, so a snapshot that read version V has seen every change logged at V or below and
-- none above it.
CREATE FUNCTION "bump_search_nights_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	-- A statement that updated no row changed nothing search reads (statement triggers fire for zero rows).
	IF NOT EXISTS (SELECT 1 FROM new_rows) THEN
		RETURN NULL;
	END IF;
	UPDATE search_versions SET version = version + 1, nights_version = nights_version + 1 WHERE id = 1
	RETURNING version INTO next_version;
	INSERT INTO search_night_changes (version, room_type_id)
	SELECT next_version, room_type_id FROM new_rows
	UNION
	SELECT next_version, room_type_id FROM old_rows;
	PERFORM pg_notify('search_versions', next_version::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "room_inventory_search_version" ON "room_inventory";--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_version" AFTER INSERT OR DELETE OR TRUNCATE ON "room_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "room_inventory_search_nights_version" AFTER UPDATE ON "room_inventory" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_nights_version"();
