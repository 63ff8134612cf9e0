CREATE TABLE "wallet_poll_cursors" (
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"since_block" bigint NOT NULL,
	"last_block" bigint NOT NULL,
	"next_poll_at" timestamp with time zone NOT NULL,
	"lease_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_poll_cursors_chain_address_pk" PRIMARY KEY("chain","address")
);
--> statement-breakpoint
CREATE INDEX "wallet_poll_cursors_due_idx" ON "wallet_poll_cursors" USING btree ("chain","next_poll_at");