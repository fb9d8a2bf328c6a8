-- Hand-written, like 0003 (issue 11, payments and bookings). What a payment needs to be shown again in the
-- request's language (the instructions are built from these, not stored as text), when it left `pending`, the
-- confirmation e-mail sent once per booking, and the local gateway's own ledger (src/adapters/payment-local.ts).
ALTER TABLE "payments" ADD COLUMN "va_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "biller_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "qr_string" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deeplink_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voucher_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voucher_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "local_gateway_transactions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"payment_type" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "local_gateway_transactions_created_idx" ON "local_gateway_transactions" USING btree ("created_at");
