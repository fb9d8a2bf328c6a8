-- Hand-written, like 0003. The search result cache (src/modules/hotels/search-cache.ts) learns that
-- search_versions moved without reading it on every request: each bump also sends the new version on channel
-- `search_versions`. NOTIFY is transactional (delivered to listeners when the writer commits, never when it
-- rolls back), and bumps are serialized by the counter row's lock, so versions are notified in commit order.
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE search_versions SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
	PERFORM pg_notify('search_versions', next_version::text);
	RETURN NULL;
END
$$;
