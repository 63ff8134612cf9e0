CREATE TABLE "holder_indexes" (
	"token" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL,
	"tip_block" bigint NOT NULL,
	"tip_hash" text NOT NULL,
	"oldest_block" bigint NOT NULL,
	"oldest_skip" integer NOT NULL,
	"transfers" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holder_index_blocks" (
	"token" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text,
	"transfers" bytea NOT NULL,
	CONSTRAINT "holder_index_blocks_token_block_number_pk" PRIMARY KEY("token","block_number")
);
--> statement-breakpoint
CREATE TABLE "holder_balances" (
	"token" text NOT NULL,
	"address" text NOT NULL,
	"balance" numeric NOT NULL,
	CONSTRAINT "holder_balances_token_address_pk" PRIMARY KEY("token","address")
);
--> statement-breakpoint
CREATE INDEX "holder_balances_top_idx" ON "holder_balances" USING btree ("token","balance");
