-- Hand-written, like 0008 (issue 11: the spec's "custom headers" of cart creation). The affiliate who sent the
-- member (click_id and offer_id, kept by the app in cookies for 30 days from the landing URL's query) is recorded
-- on the cart by POST /api/carts (X-Click-Id, X-Offer-Id) and carried to the booking when it is made, which is
-- what a commission is paid on.
ALTER TABLE "carts" ADD COLUMN "click_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "click_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_id" text;
