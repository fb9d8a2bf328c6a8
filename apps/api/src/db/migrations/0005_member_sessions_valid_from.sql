-- Hand-written, like 0003. A password change ends the member's other sessions: tokens issued (their `iat`, in
-- whole seconds) before `sessions_valid_from` are refused (src/modules/members/tokens.ts readToken). Null: every
-- unexpired, unrevoked token counts, as before.
ALTER TABLE "members" ADD COLUMN "sessions_valid_from" timestamp with time zone;
