-- Hand-written, like 0003 (issue 10, items 3 and 4). The limits of sign-in stop being a weapon against the
-- member they protect, and stop letting twice their budget through around a window boundary:
--
-- - rate_limits keeps its shape; `window_start` is now the start of a slot, a tenth of the rule's window, and a
--   hit counts while its slot overlaps the sliding window (src/modules/members/rate-limit.ts). Rows of the old
--   fixed windows read as one slot each and age out like any other.
-- - otp_codes.source_key: the hashed client IP a code was requested from. A series (index, interval, lockout)
--   is per number, type and source, so requesting codes for someone's number locks only the requester. Rows
--   from before have none and belong to no series (a lockout in force when this runs is lifted).
-- - login_failures: failed passwords per account and source, with the time the growing wait runs from.
-- - phone_check_passes: when a source last checked a number; sign-in codes need a recent one.
ALTER TABLE "otp_codes" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "login_failures_last_attempt_idx" ON "login_failures" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE TABLE "phone_check_passes" (
	"key" text PRIMARY KEY NOT NULL,
	"passed_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "phone_check_passes_passed_idx" ON "phone_check_passes" USING btree ("passed_at");
