-- The account's audit log (issue 36, api/src/audit): what happened to each account, kept 90 days. A
-- security-relevant event also queues an email to the account's address on its own row (email_to,
-- email_due_at), sent after the event is stored and never inside a transaction. Row-level security on
-- with no policy, as every api table (0016): Supabase's Data API must not reach it.
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_to" text,
	"email_due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_events_user_created_idx" ON "audit_events" USING btree ("user_id","created_at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_events_email_due_idx" ON "audit_events" USING btree ("email_due_at") WHERE "audit_events"."email_due_at" is not null;
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY;
