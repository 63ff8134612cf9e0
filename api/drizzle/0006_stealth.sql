CREATE TABLE "stealth_challenges" (
	"user_id" uuid NOT NULL,
	"wallet_address" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stealth_challenges_user_id_wallet_address_pk" PRIMARY KEY("user_id","wallet_address")
);
--> statement-breakpoint
CREATE TABLE "stealth_wallets" (
	"wallet_address" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stealth_wallets_user_idx" ON "stealth_wallets" USING btree ("user_id");