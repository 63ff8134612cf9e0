-- Several chains watched at once (issue 35). The chain an alert happened on: alerts stored before carry it
-- as their idempotency key's first part (chain id:tx hash:…); test notifications have none.
ALTER TABLE "notifications" ADD COLUMN "chain_id" integer;
--> statement-breakpoint
UPDATE "notifications" SET "chain_id" = split_part("idempotency_key", ':', 1)::integer WHERE "idempotency_key" ~ '^[0-9]+:';
--> statement-breakpoint
-- A tracked wallet is an address, watched on every enabled chain but the ones its owner turned off.
ALTER TABLE "tracked_wallets" ADD COLUMN "chains_off" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The holder analysis's transfer index per chain and token (one address may be a token on two chains).
-- The index is derived data, read again from the chain on the next analysis: emptied, not converted.
DELETE FROM "holder_index_blocks";
--> statement-breakpoint
DELETE FROM "holder_balances";
--> statement-breakpoint
DELETE FROM "holder_indexes";
--> statement-breakpoint
ALTER TABLE "holder_indexes" DROP CONSTRAINT "holder_indexes_pkey";
--> statement-breakpoint
ALTER TABLE "holder_indexes" ADD COLUMN "chain_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "holder_indexes" ADD CONSTRAINT "holder_indexes_chain_id_token_pk" PRIMARY KEY("chain_id","token");
--> statement-breakpoint
ALTER TABLE "holder_index_blocks" DROP CONSTRAINT "holder_index_blocks_token_block_number_pk";
--> statement-breakpoint
ALTER TABLE "holder_index_blocks" ADD COLUMN "chain_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "holder_index_blocks" ADD CONSTRAINT "holder_index_blocks_chain_id_token_block_number_pk" PRIMARY KEY("chain_id","token","block_number");
--> statement-breakpoint
ALTER TABLE "holder_balances" DROP CONSTRAINT "holder_balances_token_address_pk";
--> statement-breakpoint
ALTER TABLE "holder_balances" ADD COLUMN "chain_id" integer NOT NULL;
--> statement-breakpoint
ALTER TABLE "holder_balances" ADD CONSTRAINT "holder_balances_chain_id_token_address_pk" PRIMARY KEY("chain_id","token","address");
--> statement-breakpoint
DROP INDEX "holder_balances_top_idx";
--> statement-breakpoint
CREATE INDEX "holder_balances_top_idx" ON "holder_balances" USING btree ("chain_id","token","balance");
--> statement-breakpoint
-- A bridge is one alert: an arrival on one chain paired with the alert of its deposit on another is not
-- alerted again; its key is kept here with the deposit's alert, so a step done twice pairs it once.
CREATE TABLE "bridge_arrivals" (
	"arrival_key" text PRIMARY KEY NOT NULL,
	"deposit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_arrivals_deposit_idx" ON "bridge_arrivals" USING btree ("deposit_id");
--> statement-breakpoint
ALTER TABLE "bridge_arrivals" ENABLE ROW LEVEL SECURITY;
