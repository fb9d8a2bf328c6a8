-- Hand-written, like 0008 and 0012: the partner application and the Citilink e-form are stored for real (they
-- answered 501 before). Each submission gets the reference its receipt shows (PRT-/EFM-yyyymmdd-nnnn, unique), the
-- language it was sent in (the team answers in it) and when its team was e-mailed (empty while the e-mail has not
-- gone out). The tables were created empty in 0001; rows from before (none were ever written) get a reference too.
ALTER TABLE "partner_submissions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "partner_submissions" ADD COLUMN "lang" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_submissions" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "partner_submissions" SET "reference" = 'PRT-' || to_char("created_at" AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-' || lpad("id"::text, 4, '0') WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "partner_submissions" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_submissions_reference_uq" ON "partner_submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "partner_submissions_created_idx" ON "partner_submissions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "eform_submissions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "eform_submissions" ADD COLUMN "lang" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "eform_submissions" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "eform_submissions" SET "reference" = 'EFM-' || to_char("created_at" AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-' || lpad("id"::text, 4, '0') WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "eform_submissions" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "eform_submissions_reference_uq" ON "eform_submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "eform_submissions_created_idx" ON "eform_submissions" USING btree ("created_at");
