-- Hand-written, like 0005. A password change or reset ends the member's other sessions by incrementing
-- `session_version`; tokens carry the version they were issued at (`sv`) and are refused once it differs
-- (src/modules/members/tokens.ts readToken). `sessions_valid_from` compared whole seconds of `iat`, so a token
-- issued in the very second of the change survived it; it stays set and checked for tokens issued before this
-- migration, which carry no version (read as 0).
ALTER TABLE "members" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
