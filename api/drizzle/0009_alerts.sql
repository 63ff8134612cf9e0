CREATE TABLE "alert_email_sends" (
	"user_id" uuid NOT NULL,
	"wallet_address" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_email_sends_user_id_wallet_address_pk" PRIMARY KEY("user_id","wallet_address")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_policy" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "moves" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "value_usd" double precision;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "block_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_wallets" ADD COLUMN "direction" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_wallets" ADD COLUMN "alert_unpriced_tokens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_wallets" ADD COLUMN "muted_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_outbox_idx" ON "notifications" USING btree ("user_id","wallet_address") WHERE "notifications"."emailed_at" is null;--> statement-breakpoint
-- Who had turned email off keeps it off.
UPDATE "notification_preferences" SET "email_policy" = 'off' WHERE "email" = false;
--> statement-breakpoint
-- The outbox of before email policies: nothing old is sent now as if it were news.
UPDATE "notifications" SET "emailed_at" = now() WHERE "emailed_at" IS NULL AND "created_at" < now() - interval '1 hour';
