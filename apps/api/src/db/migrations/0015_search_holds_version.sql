-- Hand-written. search_versions counts every write to the data search reads (0003; NOTIFY since 0004). The
-- in-process search index (src/modules/hotels/search-index.ts) rebuilds its snapshot when that count moves; most
-- writes are room holds (every cart made, paid or expired), and only the holds part of a snapshot depends on them.
-- holds_version counts the room_holds writes among them, in the same UPDATE of the same row, so a snapshot read
-- in one transaction knows whether anything but holds changed since the last one (version - holds_version equal):
-- if not, only the holds are read again, milliseconds instead of a full read of search_nights.
ALTER TABLE "search_versions" ADD COLUMN "holds_version" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	IF TG_TABLE_NAME = 'room_holds' THEN
		UPDATE search_versions SET version = version + 1, holds_version = holds_version + 1 WHERE id = 1
		RETURNING version INTO next_version;
	ELSE
		UPDATE search_versions SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
	END IF;
	PERFORM pg_notify('search_versions', next_version::text);
	RETURN NULL;
END
$$;
