CREATE TABLE "tracked_wallets" (
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"nickname" text NOT NULL,
	"token_transfers" boolean NOT NULL,
	"token_approvals" boolean NOT NULL,
	"ether_transfers" boolean NOT NULL,
	"min_transaction_value" double precision NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_wallets_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "tracking_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"check_interval_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracked_wallets_address_idx" ON "tracked_wallets" USING btree ("address");