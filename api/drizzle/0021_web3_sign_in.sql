-- Sign in with Ethereum (issue 36). An account made by signing in with a wallet has no email, password or
-- email confirmation: those columns become optional. The unique constraint on email still holds for every
-- real address (NULLs are distinct), and password sign-in looks accounts up by email, so it never reaches a
-- wallet's account.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_confirmed_at" DROP NOT NULL;
--> statement-breakpoint
-- The wallets linked to accounts: one account per (chain, lower-case address).
CREATE TABLE "web3_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"identity_data" jsonb NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web3_identities" ADD CONSTRAINT "web3_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "web3_identities_chain_address_idx" ON "web3_identities" USING btree ("chain","address");
--> statement-breakpoint
CREATE INDEX "web3_identities_user_id_idx" ON "web3_identities" USING btree ("user_id");
--> statement-breakpoint
-- Signed messages already used, until they could no longer be valid anyway: a message, or its (address,
-- nonce), is taken once; concurrent uses meet the unique keys and only one gets its row.
CREATE TABLE "web3_used_messages" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"nonce" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "web3_used_messages_address_nonce_idx" ON "web3_used_messages" USING btree ("address","nonce");
--> statement-breakpoint
CREATE INDEX "web3_used_messages_expires_at_idx" ON "web3_used_messages" USING btree ("expires_at");
--> statement-breakpoint
-- Row-level security on with no policy, as every api table (0016): Supabase's Data API must not reach them.
ALTER TABLE "web3_identities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "web3_used_messages" ENABLE ROW LEVEL SECURITY;
