-- Trigram matching backs the autocomplete's case- and accent-insensitive "contains" search (GIN indexes on
-- search_text). pg_trgm is a trusted extension on PostgreSQL 13+ and is bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
