CREATE TABLE "alert_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"secret" text,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"state" text DEFAULT 'active' NOT NULL,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	"notice_due_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_id" uuid,
	"lease_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"alert_id" text NOT NULL,
	"alerts" integer NOT NULL,
	"outcome" text NOT NULL,
	"status" integer,
	"latency_ms" integer NOT NULL,
	"excerpt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"notification_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"message_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_wallet_exclusions" (
	"channel_id" uuid NOT NULL,
	"wallet_address" text NOT NULL,
	CONSTRAINT "channel_wallet_exclusions_channel_id_wallet_address_pk" PRIMARY KEY("channel_id","wallet_address")
);
--> statement-breakpoint
CREATE TABLE "telegram_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"chat_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_attempts" ADD CONSTRAINT "channel_attempts_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_wallet_exclusions" ADD CONSTRAINT "channel_wallet_exclusions_channel_id_alert_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."alert_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_channels_user_target_idx" ON "alert_channels" USING btree ("user_id","kind","target");--> statement-breakpoint
CREATE INDEX "alert_channels_due_idx" ON "alert_channels" USING btree ("state","next_send_at");--> statement-breakpoint
CREATE INDEX "channel_attempts_channel_at_idx" ON "channel_attempts" USING btree ("channel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_deliveries_key_idx" ON "channel_deliveries" USING btree ("channel_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "channel_deliveries_due_idx" ON "channel_deliveries" USING btree ("channel_id","next_attempt_at") WHERE "channel_deliveries"."state" = 'pending';--> statement-breakpoint
-- The channel outbox is written in the transaction that stores an alert, whichever code stores it (the
-- block monitor, the explorer poller, a test notification): one delivery per active channel of the
-- alert's user that its wallet goes to, keyed by the alert's idempotency key, so an alert can never be
-- stored without its deliveries, nor queued twice.
CREATE FUNCTION "enqueue_channel_deliveries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "channel_deliveries" ("channel_id", "user_id", "idempotency_key", "notification_id", "next_attempt_at", "created_at")
  SELECT "alert_channels"."id", NEW."user_id", NEW."idempotency_key", NEW."id", NEW."created_at", NEW."created_at"
  FROM "alert_channels"
  WHERE "alert_channels"."user_id" = NEW."user_id"
    AND "alert_channels"."state" = 'active'
    AND NOT EXISTS (
      SELECT 1 FROM "channel_wallet_exclusions"
      WHERE "channel_wallet_exclusions"."channel_id" = "alert_channels"."id" AND "channel_wallet_exclusions"."wallet_address" = NEW."wallet_address"
    )
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_channel_outbox" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "enqueue_channel_deliveries"();
